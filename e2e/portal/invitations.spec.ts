import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { linkIn, mailTo, waitForMail } from "../support/mail";
import { invite, newAdmin, newPerson, signIn, signUp } from "../support/portal";

// Screenshots of each page at both widths, for a person to look at: set E2E_SCREENSHOTS_DIR.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

// Inviting an address again, and a member's removal, as the people concerned meet them.

test("inviting an address that has a pending invitation says so and resends the same one; the first link keeps working", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await newAdmin(browser);
  const { page } = admin;
  const guest = newPerson("agent");
  const subject = "You are invited to join an organisation on Staydesk";
  const link = await invite(page, guest.email);
  await waitForMail(guest.email, subject, 1);

  await page.getByLabel("E-mail address").fill(guest.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: `${guest.email} already has a pending invitation, which works until` });
  await expect(refusal).toContainText("Resend it (the same link, e-mailed again)");
  // Nothing replaced it: still one invitation, the first.
  await expect(page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem")).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitation-pending-1280.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitation-pending-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Resend the invitation" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitation sent again" });
  await expect(dialog.getByTestId("invitation-link")).toHaveValue(link);
  await dialog.getByRole("button", { name: "Done" }).click();

  // The second message carries the same link, and the link opens the invitation.
  const again = await waitForMail(guest.email, subject, 2);
  expect(linkIn(again, "/accept-invitation/")).toBe(link);
  expect((await mailTo(guest.email, subject)).map((m) => linkIn(m, "/accept-invitation/"))).toEqual([link, link]);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await signUp(visitorPage, guest, `/sign-up?invitation=${link.split("/").pop()}`);
  await expect(visitorPage).toHaveURL(/\/dashboard$/);
  await expect(visitorPage.getByText(admin.organization).first()).toBeVisible();
  await visitor.close();
  await admin.context.close();
});

test("a removed member is told which organisation removed them", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await newAdmin(browser);
  const agent = newPerson("agent");
  const link = await invite(admin.page, agent.email);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signUp(agentPage, agent, `/sign-up?invitation=${link.split("/").pop()}`);
  await expect(agentPage).toHaveURL(/\/dashboard$/);
  // A session of its own, begun by signing in (not by joining), as on the next working day.
  await agentContext.clearCookies();
  await signIn(agentPage, agent);
  await expect(agentPage).toHaveURL(/\/dashboard$/);

  await admin.page.goto("/settings/members");
  await admin.page.getByRole("listitem").filter({ hasText: agent.email }).getByRole("button", { name: "Remove" }).click();
  await admin.page.getByRole("button", { name: `Remove ${agent.name}` }).click();
  await expect(admin.page.getByRole("status").filter({ hasText: `${agent.name} was removed from the organisation.` })).toBeVisible();

  await agentPage.goto("/enquiries");
  await expect(agentPage).toHaveURL(/\/organisations\/new$/);
  await expect(agentPage.getByRole("status").filter({ hasText: "You were removed" })).toHaveText(new RegExp(`^You were removed from ${admin.organization}, so its enquiries are no longer open to you\\.`));
  if (SHOTS) await agentPage.screenshot({ path: `${SHOTS}/removed-member-1280.png`, fullPage: true });
  expect(await axeViolations(agentPage)).toEqual([]);
  await agentPage.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await agentPage.screenshot({ path: `${SHOTS}/removed-member-390.png`, fullPage: true });
  await agentContext.close();
  await admin.context.close();
});
