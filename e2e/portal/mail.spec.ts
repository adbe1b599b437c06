import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { E2E_BASE_URL, E2E_REFUSED_PREFIX } from "../support/env";
import { linkIn, SUBJECTS, waitForMail } from "../support/mail";
import { invite, newAdmin, newPerson, signIn, submitSignUp } from "../support/portal";

// Account e-mail as people get it: every message here went through the server's SMTP
// path to the tests' own mail server, and its links are followed in the browser.

test("a forgotten password is reset from the e-mailed link, once", async ({ browser }) => {
  const { person, context: adminContext } = await newAdmin(browser);
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toContainText(`If an account uses ${person.email}`);

  const message = await waitForMail(person.email, SUBJECTS.reset);
  expect(message.mail.from?.value).toEqual([{ name: "Staydesk", address: "no-reply@e2e.test" }]);
  expect(message.text).toContain("The link works once, for 30 minutes.");
  expect(message.html).toContain("Choose a new password");
  const link = linkIn(message, "/api/auth/reset-password/");
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

  // The form says what is wrong in words, on the field.
  await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
  await page.getByLabel("The same password again").fill("brand-new-pasword");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("The two passwords differ.")).toBeVisible();
  await page.getByLabel("The same password again").fill("brand-new-password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reset=done$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password was changed." })).toBeVisible();

  await signIn(page, { ...person, password: "brand-new-password" });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(link);
  await expect(second.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await again.close();
  await context.close();
});

test("an invitation arrives by e-mail from the deployment, saying who invited whom, and its link signs the person up and in", async ({ browser }) => {
  const admin = await newAdmin(browser);
  const agent = newPerson("agent");
  const copied = await invite(admin.page, agent.email);

  const invitation = await waitForMail(agent.email, "You are invited to join an organisation on Staydesk");
  expect(invitation.mail.from?.value).toEqual([{ name: "Staydesk", address: "no-reply@e2e.test" }]);
  expect(invitation.mail.text).toContain(`${admin.person.name} (${admin.person.email}) invited you (${agent.email}) to join ${admin.organization} on Staydesk`);
  expect(invitation.mail.replyTo?.value).toEqual([{ name: "", address: admin.person.email }]);
  expect(invitation.mail.headers.get("auto-submitted")).toBe("auto-generated");
  const link = linkIn(invitation, "/accept-invitation/");
  expect(link).toBe(copied);
  expect(invitation.html).toContain(`href="${link}"`);

  // The admin sees that it went out.
  await admin.page.goto("/settings/members");
  await expect(admin.page.getByRole("listitem").filter({ hasText: agent.email })).toContainText(/E-mailed/);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByLabel("E-mail address")).toHaveValue(agent.email);
  await submitSignUp(page, agent, new URL(page.url()).pathname + new URL(page.url()).search);
  const confirm = await waitForMail(agent.email, SUBJECTS.verify);
  await page.goto(linkIn(confirm, "/api/auth/verify-email"));
  await expect(page).toHaveURL(new RegExp(`${link.replace(E2E_BASE_URL, "")}$`));
  await page.getByRole("button", { name: `Join ${admin.organization}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(admin.organization).first()).toBeVisible();
  await context.close();
  await admin.context.close();
});

test("an invitation whose address the mail server refuses says so on the members page", async ({ browser }) => {
  const admin = await newAdmin(browser);
  const refused = `${E2E_REFUSED_PREFIX}${newPerson("agent").email}`;
  await invite(admin.page, refused);
  const row = admin.page.getByRole("listitem").filter({ hasText: refused });
  await expect(async () => {
    await admin.page.reload();
    await expect(row).toContainText("The invitation e-mail could not be delivered.", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText("The mail server refused the recipient's address (550");
  await expect(row.getByText("E-mail failed")).toBeVisible();
  await admin.context.close();
});

test("sign-up is confirmed by e-mail before the account can sign in", async ({ browser }) => {
  const person = newPerson("admin");
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitSignUp(page, person);

  // Not before confirming: signing in says why, and sends a fresh link.
  await signIn(page, person);
  await expect(page.getByRole("alert").filter({ hasText: "Confirm your e-mail address first" })).toContainText(`we have sent a new link to ${person.email}.`);
  const fresh = await waitForMail(person.email, SUBJECTS.verify, 2);
  await page.goto(linkIn(fresh, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard$|\/organisations\/new$/);
  await context.close();
});

test("one's e-mail address changes when the link sent to the new address is opened", async ({ browser }) => {
  const { page, person, context } = await newAdmin(browser);
  const next = newPerson("admin").email;
  await page.goto("/account");
  await page.getByLabel("New e-mail address").fill(next);
  await page.getByLabel("Your current password").fill(person.password);
  await page.getByRole("button", { name: "Send a confirmation link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `We sent a link to ${next}.` })).toBeVisible();
  await expect(page.getByText(`You sign in as ${person.email}.`)).toBeVisible();

  const message = await waitForMail(next, SUBJECTS.changeEmail);
  await page.goto(linkIn(message, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/account\?changed=email$/);
  await expect(page.getByRole("status").filter({ hasText: `Your e-mail address is now ${next}.` })).toBeVisible();
  await context.close();
});

test("the pages of account e-mail have no axe violations, and the mail catcher is not part of production", async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const path of ["/forgot-password", "/reset-password?token=x", "/reset-password?error=INVALID_TOKEN", "/verify-email?error=TOKEN_EXPIRED"]) {
      await page.goto(path);
      expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
  expect((await page.request.get("/dev/mail")).status()).toBe(404);
});
