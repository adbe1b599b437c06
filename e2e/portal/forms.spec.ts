import { expect, test, type Locator, type Page } from "@playwright/test";
import { connectedAdmin, fillEnquiry, locationSummary, section, sendEnquiry, uniqueReference } from "../support/enquiries";
import { E2E_BASE_URL } from "../support/env";
import { linkIn, SUBJECTS, waitForMail } from "../support/mail";
import { invite, newAdmin, newPerson, signIn } from "../support/portal";

// The portal's forms as a newcomer meets them: what was typed survives an error, and
// each error says, on its field, what is wrong (issue 17).

const LONDON = "10 Downing Street, London SW1A 2AA, United Kingdom";

/** The error message of a field, through its aria-describedby. */
async function fieldMessage(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const errorId = (await field.getAttribute("aria-describedby"))!.split(" ")[0]!;
  return page.locator(`[id="${errorId}"]`);
}

test("sign-in and sign-up keep every field after an error", async ({ browser }) => {
  const { person, context } = await newAdmin(browser);
  await context.close();

  const page = await browser.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "password" })).toHaveText("The e-mail address or the password is wrong.");
  await expect(page.getByLabel("E-mail address")).toHaveValue(person.email);
  await expect(page.getByLabel("Password")).toHaveValue("not-the-password");

  await page.goto("/sign-up");
  await page.getByLabel("Your name").fill("Grace Hopper");
  await page.getByLabel("E-mail address").fill("grace@example.com");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(await fieldMessage(page, page.getByLabel("Password"))).toHaveText("At least 8 characters.");
  await expect(page.getByLabel("Your name")).toHaveValue("Grace Hopper");
  await expect(page.getByLabel("E-mail address")).toHaveValue("grace@example.com");
  await page.close();
});

test("the invite form keeps the address and names what is wrong with it", async ({ browser }) => {
  const { page, person, organization, context } = await newAdmin(browser);
  await page.goto("/settings/members");
  const email = page.getByLabel("E-mail address");
  const role = page.getByLabel("Role");

  await email.fill("not-an-email");
  await role.selectOption({ label: "Admin" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(await fieldMessage(page, email)).toHaveText("“not-an-email” is not an e-mail address.");
  await expect(email).toHaveValue("not-an-email");
  await expect(role).toHaveValue("admin");

  await email.fill(person.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(await fieldMessage(page, email)).toHaveText(`${person.email} is already a member of ${organization}.`);
  await expect(email).toHaveValue(person.email);
  await expect(role).toHaveValue("admin");
  await context.close();
});

test("dates are checked in words on their fields before sending", async ({ browser }) => {
  const { page, context } = await connectedAdmin(browser);
  await page.goto("/enquiries/new");
  const stay = section(page, "Stay");
  const checkIn = stay.getByLabel("Check-in");
  const checkOut = stay.getByLabel("Check-out");
  await fillEnquiry(page, { address: LONDON, checkIn: "2027-03-08", checkOut: "2027-03-01" });
  await expect(page.getByTestId("nights")).toHaveText("Check-out must be after check-in");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(await fieldMessage(page, checkOut)).toHaveText("Check-out must be after check-in.");
  await expect(page.getByText("checkOut must be after checkIn")).toHaveCount(0);

  // Said once, on the field: the length of stay does not repeat it.
  await expect(page.getByTestId("nights")).toHaveText("No nights yet");
  await expect(page.getByText(/Check-out must be after check-in/)).toHaveCount(1);
  await checkOut.fill("2027-03-08");
  await expect(page.getByTestId("nights")).toHaveText("No nights yet");
  await checkOut.fill("2027-03-09");
  await expect(page.getByTestId("nights")).toHaveText("1 night");

  // A stay in the past is refused before anything is sent.
  await checkIn.fill("2020-01-01");
  await checkOut.fill("2020-01-05");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(await fieldMessage(page, checkIn)).toHaveText("Check-in is in the past.");
  await expect(await fieldMessage(page, checkOut)).toHaveText("Check-out is in the past.");
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/\/enquiries\/new$/);
  await context.close();
});

test("an address that cannot be placed is reported once, on its field", async ({ browser }) => {
  const { page, context } = await connectedAdmin(browser);
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "Qwxzv Plonkity, Nowhereland" });
  const address = section(page, "Location").getByRole("textbox", { name: "Address", exact: true });
  await expect(locationSummary(page)).toHaveText("Cannot be placed.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await page.getByRole("dialog", { name: "This location cannot be placed" }).getByRole("button", { name: "Send anyway" }).click();

  await expect(await fieldMessage(page, address)).toContainText("This address could not be placed");
  await expect(address).toBeFocused();
  const form = page.getByRole("form", { name: "New enquiry" });
  // Once: no banner, no second hint saying the same.
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByText(/cannot be placed|could not place|could not be placed/i)).toHaveText([/could not be placed/, "Cannot be placed."]);
  await context.close();
});

test("a deep link survives signing in; a return path to another site is ignored", async ({ browser }) => {
  const { page, person, context } = await newAdmin(browser);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto("/organisations/new");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Forganisations%2Fnew$/);
  await page.goto("/enquiries?q=grace&group=quoted");
  // Signed out on purpose: no "your session has ended" to explain.
  await expect(page).toHaveURL(/\/sign-in\?next=[^&]+$/);
  await signIn(page, person, page.url().replace(E2E_BASE_URL, ""));
  await expect(page).toHaveURL(`${E2E_BASE_URL}/enquiries?q=grace&group=quoted`);

  await page.getByRole("button", { name: "Sign out" }).click();
  for (const next of ["//evil.example/x", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
    await expect(page.getByRole("heading", { name: "Sign in to Staydesk" })).toBeVisible();
    await signIn(page, person, page.url().replace(E2E_BASE_URL, ""));
    await expect(page, next).toHaveURL(`${E2E_BASE_URL}/dashboard`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  }
  await context.close();
});

test("sending an edited form again with the same references says an enquiry exists and offers to open it", async ({ browser }) => {
  const { page, context } = await connectedAdmin(browser);
  const clientReference = uniqueReference("EDIT");
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, clientReference, checkIn: "2027-05-01", checkOut: "2027-05-04" });
  const externalId = await section(page, "References").getByLabel("External id").inputValue();
  const reference = await sendEnquiry(page);

  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, clientReference, checkIn: "2027-05-01", checkOut: "2027-05-06" });
  await section(page, "References").getByLabel("External id").fill(externalId);
  await page.getByRole("button", { name: "Send enquiry" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "already exists" });
  await expect(alert).toContainText(`An enquiry with these references already exists (${reference})`);
  expect(page.url()).toMatch(/\/enquiries\/new$/);
  await expect(section(page, "Stay").getByLabel("Check-out")).toHaveValue("2027-05-06");
  await alert.getByRole("link", { name: `Open ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/enquiries/${reference}$`));
  await expect(page.getByText("1 May – 4 May 2027")).toBeVisible();
  await context.close();
});

test("signing up from an invitation: the confirmation link lands on the invitation, signed in, one click from joining", async ({ browser }) => {
  const admin = await newAdmin(browser);
  const agent = newPerson("agent");
  const link = await invite(admin.page, agent.email);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Your name").fill(agent.name);
  await expect(page.getByLabel("E-mail address")).toHaveValue(agent.email);
  await page.getByLabel("Password").fill(agent.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
  await page.goto(linkIn(await waitForMail(agent.email, SUBJECTS.verify), "/api/auth/verify-email"));
  await expect(page).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
  await page.getByRole("button", { name: `Join ${admin.organization}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`${admin.organization} · you are an agent.`)).toBeVisible();
  await context.close();
  await admin.context.close();
});

test("signing in from an invitation joins its organisation at once", async ({ browser }) => {
  const admin = await newAdmin(browser);
  // Someone with an account (and an organisation) of their own.
  const other = await newAdmin(browser);
  const link = await invite(admin.page, other.person.email, "Admin");

  const page = other.page;
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto(link);
  await page.getByRole("link", { name: "I already have an account" }).click();
  await expect(page).toHaveURL(/\/sign-in\?invitation=/);
  await expect(page.getByLabel("E-mail address")).toHaveValue(other.person.email);
  await signIn(page, other.person, page.url().replace(E2E_BASE_URL, ""));
  await expect(page).toHaveURL(/\/dashboard$/);
  // The invitation's organisation is the active one.
  await expect(page.getByText(`${admin.organization} · you are an admin.`)).toBeVisible();
  await other.context.close();
  await admin.context.close();
});
