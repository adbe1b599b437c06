import { expect, test } from "@playwright/test";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { E2E_BASE_URL } from "../support/env";
import { connectSandbox, invite, newAdmin, newPerson, signUp } from "../support/portal";

// The other specs send enquiries as an admin; this is the agent's everyday path.
test("an invited agent sends an enquiry and finds it in the organisation's list", async ({ browser }) => {
  const admin = await newAdmin(browser);
  await connectSandbox(admin.page);
  const agent = newPerson("agent");
  const link = await invite(admin.page, agent.email);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Join ${admin.organization}` })).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  // The sign-up page of the invitation, with the invited address filled in.
  await expect(page.getByLabel("E-mail address")).toHaveValue(agent.email);
  // Signing up with the invited address joins at once.
  await signUp(page, agent, page.url().replace(E2E_BASE_URL, ""));
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/enquiries/new");
  const clientReference = uniqueReference("AGENT");
  await fillEnquiry(page, {
    checkIn: "2027-09-01",
    checkOut: "2027-09-04",
    adults: "1",
    address: "Piazza Navona, 00186 Rome, Italy",
    leadGuest: { givenName: "Enrico", familyName: "Fermi" },
    clientReference,
  });
  const reference = await sendEnquiry(page);
  await expect(page.getByText("Rome").first()).toBeVisible();

  // The admin sees the agent's enquiry, with who sent it.
  await admin.page.goto("/enquiries");
  const row = admin.page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText(clientReference);
  await expect(row).toContainText(agent.name);
  await context.close();
});
