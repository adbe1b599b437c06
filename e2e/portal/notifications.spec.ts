import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { createSpecialist, signInSpecialist } from "../support/backoffice";
import { connectedAdmin, fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { E2E_REFUSED_PREFIX } from "../support/env";
import { linkIn, waitForMail } from "../support/mail";
import { invite, newAdmin, newPerson } from "../support/portal";
import { sqlOne } from "../support/sql";
import { joinAsAgent } from "../support/webhooks";

// Notification e-mail as members get it: through the server's SMTP path to the tests'
// own mail server, its link followed in the browser.

test("a quote the specialist sends reaches the agent who sent the enquiry, and a colleague who follows it, by e-mail; its link opens the enquiry", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await connectedAdmin(browser);
  const agent = await joinAsAgent(browser, admin);
  const clientReference = uniqueReference("NOTE");
  await agent.page.goto("/enquiries/new");
  await fillEnquiry(agent.page, { address: "221B Baker Street, London NW1 6XE, United Kingdom", checkIn: "2027-06-01", checkOut: "2027-06-05", clientReference });
  const reference = await sendEnquiry(agent.page);

  // The admin follows it from its page.
  await admin.page.goto(`/enquiries/${reference}`);
  await admin.page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(admin.page.getByRole("button", { name: "Following", exact: true })).toBeVisible();

  const specialist = createSpecialist();
  const office = await signInSpecialist(browser, specialist);
  await office.page.goto(`/specialist/enquiries/${reference}`);
  await office.page.getByRole("button", { name: "Assign to me" }).click();
  await office.page.getByRole("button", { name: "Start shortlisting" }).click();
  const hits = office.page.getByTestId("inventory-hit");
  await expect(hits.first()).toBeVisible();
  await hits.nth(0).getByRole("checkbox").first().check();
  await office.page.getByLabel("Description").fill("A flat near Baker Street");
  await office.page.getByRole("button", { name: "Send quote" }).click();

  const subject = `New quote for ${clientReference}`;
  const message = await waitForMail(agent.person.email, subject);
  await waitForMail(admin.person.email, subject);
  expect(message.mail.from?.value).toEqual([{ name: "Staydesk", address: "no-reply@e2e.test" }]);
  expect(message.html).toContain("A quote arrived for");
  expect(message.text).toContain(`The provider sent a quote for ${clientReference}`);
  const unsubscribe = message.mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
  expect(unsubscribe).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
  expect(message.mail.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

  const link = linkIn(message, "/enquiries/");
  expect(message.html).toContain(`href="${link}"`);
  await agent.page.goto(link);
  await expect(agent.page.getByRole("heading", { level: 1, name: `Enquiry ${reference}` })).toBeVisible();
  linkIn(message, "/settings/notifications");

  // The unsubscribe URL opened in a browser asks first (a link scanner changes nothing), then turns quotes off.
  const unsubscribeUrl = unsubscribe.slice("List-Unsubscribe: <".length, -1);
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(unsubscribeUrl);
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByText("Stop receiving quote notifications?")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await stranger.close();
  await agent.page.goto("/settings/notifications");
  await expect(agent.page.getByRole("checkbox", { name: /Quotes/ })).not.toBeChecked();

  await office.context.close();
  await agent.context.close();
  await admin.context.close();
});

async function checkAt(page: Page, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.reload();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test("Settings → Notifications saves an agent's choices with the browser's time zone, and passes axe at 1280 and 390 px", async ({ browser }) => {
  const admin = await connectedAdmin(browser);
  const agent = await joinAsAgent(browser, admin);
  const page = agent.page;

  // The agent's own page, though the other settings are admins'.
  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notification e-mails" })).toBeVisible();
  const kinds = page.getByRole("group", { name: "E-mail me when" }).getByRole("checkbox");
  await expect(kinds).toHaveCount(5); // the admins' kinds are not offered
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(`Your time zone: ${zone}.`)).toBeVisible();
  await expect(page.getByLabel("Daily digest at")).toBeDisabled();

  await page.getByRole("checkbox", { name: /Client choices/ }).uncheck();
  await page.getByRole("radio", { name: "In one e-mail a day" }).check();
  await page.getByLabel("Daily digest at").selectOption("07:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Your notifications come in one e-mail a day." }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Client choices/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Quotes/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: "In one e-mail a day" })).toBeChecked();
  await expect(page.getByLabel("Daily digest at")).toHaveValue("7");
  const saved = sqlOne<{ timeZone: string }>(`SELECT "timeZone" FROM "PortalUser" WHERE email = ?`, agent.person.email);
  expect(saved.timeZone).toBe(zone);

  await checkAt(page, 1280, "notifications");
  await checkAt(page, 390, "notifications");
  // The other settings stay the admins'.
  expect((await page.goto("/settings/mail"))?.status()).toBe(403);

  // Admins are offered their own kinds too.
  await admin.page.goto("/settings/notifications");
  await expect(admin.page.getByRole("group", { name: "E-mail me when" }).getByRole("checkbox")).toHaveCount(7);

  // The admins' e-mail log lists the invitation that brought the agent in, and one whose
  // address the mail server refused, with the server's words.
  const refused = `${E2E_REFUSED_PREFIX}${newPerson("agent").email}`;
  await invite(admin.page, refused);
  await admin.page.goto("/settings/mail");
  await expect(admin.page.getByRole("list", { name: "Recent messages, newest first" }).getByRole("listitem").filter({ hasText: agent.person.email })).toContainText("Sent");
  const bounced = admin.page.getByRole("list", { name: "Messages not delivered, newest first" }).getByRole("listitem").filter({ hasText: refused });
  await expect(async () => {
    await admin.page.reload();
    await expect(bounced).toContainText("Not delivered", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(bounced).toContainText("The mail server refused the recipient's address (550");
  await expect(bounced).toContainText("1 attempt");
  await checkAt(admin.page, 1280, "mail-log");
  await checkAt(admin.page, 390, "mail-log");
  await agent.context.close();
  await admin.context.close();
});

test("Settings → Notifications shows what was saved without a reload, and saving again keeps it", async ({ browser }) => {
  const admin = await newAdmin(browser);
  const page = admin.page;
  await page.goto("/settings/notifications");
  const clientChoices = page.getByRole("checkbox", { name: /Client choices/ });
  const digest = page.getByRole("radio", { name: "In one e-mail a day" });
  const hour = page.getByLabel("Daily digest at");
  const saved = page.getByRole("status").filter({ hasText: "Saved. Your notifications come in one e-mail a day." });

  await clientChoices.uncheck();
  await digest.check();
  await hour.selectOption("07:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saved.first()).toBeVisible();

  // The form shows the choice just saved, not the one the page opened with.
  await expect(clientChoices).not.toBeChecked();
  await expect(digest).toBeChecked();
  await expect(hour).toBeEnabled();
  await expect(hour).toHaveValue("7");

  // Saved again as it stands: nothing is undone.
  await save(page);
  const row = sqlOne<{ cadence: string; digestHour: number; mutedKinds: string }>(
    `SELECT s.cadence, s."digestHour", s."mutedKinds" FROM "NotificationSetting" s JOIN "PortalUser" u ON u.id = s."userId" WHERE u.email = ?`,
    admin.person.email,
  );
  expect(row.cadence).toBe("digest");
  expect(Number(row.digestHour)).toBe(7);
  expect(JSON.parse(row.mutedKinds)).toContain("choice");
  await page.reload();
  await expect(clientChoices).not.toBeChecked();
  await expect(digest).toBeChecked();
  await expect(hour).toHaveValue("7");

  // Back to one e-mail each, then saved twice: the digest stays off, and the hour is kept for later.
  await page.getByRole("radio", { name: "As they happen, one e-mail each" }).check();
  await clientChoices.check();
  await page.getByRole("button", { name: "Save" }).click();
  const immediate = page.getByRole("status").filter({ hasText: "Saved. Your notifications come as they happen." });
  await expect(immediate.first()).toBeVisible();
  await expect(page.getByRole("radio", { name: "As they happen, one e-mail each" })).toBeChecked();
  await expect(clientChoices).toBeChecked();
  await expect(hour).toBeDisabled();
  await save(page);
  await page.reload();
  await expect(page.getByRole("radio", { name: "As they happen, one e-mail each" })).toBeChecked();
  await expect(clientChoices).toBeChecked();
  await expect(hour).toHaveValue("7");
  await admin.context.close();
});

/** Clicks Save and waits for the server action to answer (it has saved by then) and the form to be ready again. */
async function save(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/settings/notifications"),
    page.getByRole("button", { name: "Save" }).click(),
  ]);
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
}
