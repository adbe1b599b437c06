import { expect, test, type Locator, type Page } from "@playwright/test";
import { createSpecialist, signInSpecialist } from "../support/backoffice";
import { connectedAdmin, fillEnquiry, section, sendEnquiry } from "../support/enquiries";
import { connectSandbox, createOrganization, newOrganizationName, newPerson, signUp } from "../support/portal";

// What people read and see: validation in sentences, an invalid field's red ring, the
// webhook dialog's width, times in the reader's own zone, and the portal's endpoints
// answering errors as problem+json.

const LONDON = "10 Downing Street, London SW1A 2AA, United Kingdom";
const LIBRARY_WORDING = /Too (big|small)|expected (number|string)|received NaN|[<>]=\d/;

/** The error message of a field, through its aria-describedby. */
async function fieldMessage(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const errorId = (await field.getAttribute("aria-describedby"))!.split(" ")[0]!;
  return page.locator(`[id="${errorId}"]`);
}

/** The time as the portal should show it in a zone: "24 Nov 2026, 13:41 GMT+9". */
function inZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(iso));
}

test("out-of-range values on the intake form are refused in sentences about their fields, and keep their red ring", async ({ browser }) => {
  const { page, context } = await connectedAdmin(browser);
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2000", leadGuest: { familyName: "x".repeat(300) } });
  await page.getByRole("button", { name: "Send enquiry" }).click();

  const adults = section(page, "Stay").getByLabel("Adults");
  const surname = section(page, "Lead guest").getByLabel("Surname (optional)");
  await expect(await fieldMessage(page, adults)).toHaveText("Must be at most 1000.");
  await expect(await fieldMessage(page, surname)).toHaveText("Must be at most 255 characters.");
  await expect(page.getByRole("form", { name: "New enquiry" })).not.toContainText(LIBRARY_WORDING);

  // Unfocused, the invalid field's ring is the error's red, not the default grey.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(adults).not.toBeFocused();
  const ring = await adults.evaluate((field) => {
    const probe = document.createElement("span");
    probe.style.color = "var(--color-red-400)";
    document.body.append(probe);
    const red = getComputedStyle(probe).color;
    probe.remove();
    return { shadow: getComputedStyle(field).boxShadow, red };
  });
  expect(ring.shadow).toContain(ring.red);
  await context.close();
});

test("the webhook dialog is as wide as it asks to be", async ({ browser }) => {
  const { page, context } = await connectedAdmin(browser);
  await page.goto("/settings/webhooks");
  await page.getByRole("button", { name: "Add webhook" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // max-w-2xl (42rem) at 1280 px wide; the dialog's own max-w-lg (32rem) won before.
  expect((await dialog.boundingBox())!.width).toBeCloseTo(672, 0);
  await context.close();
});

test("times are shown in the member's zone, the browser's at first and then the one chosen in settings; the back office follows its browser", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  await signUp(page, newPerson("admin"));
  await createOrganization(page, newOrganizationName());
  await connectSandbox(page);
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, checkIn: "2027-03-01", checkOut: "2027-03-08" });
  const reference = await sendEnquiry(page);

  const sent = page.getByText(/ · sent /).locator("time");
  const at = (await sent.getAttribute("datetime"))!;
  await expect(sent).toHaveText(inZone(at, "Asia/Tokyo"));
  await expect(sent).toContainText("GMT+9");

  await page.goto("/account");
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByRole("button", { name: "Save the time zone" }).click();
  await expect(page.getByText("Times are now shown in America/New York.")).toBeVisible();
  await page.goto(`/enquiries/${reference}`);
  await expect(page.getByText(/ · sent /).locator("time")).toHaveText(inZone(at, "America/New_York"));
  await context.close();

  const desk = await signInSpecialist(browser, createSpecialist(), { timezoneId: "America/Los_Angeles" });
  await desk.page.goto(`/specialist/enquiries/${reference}`);
  await expect(desk.page.getByText(/ · received /).locator("time")).toHaveText(inZone(at, "America/Los_Angeles"));
  await desk.context.close();
});

test("the portal's own endpoints answer errors as problem+json", async ({ browser, request }) => {
  const anonymous = await request.get("/api/geocode?mode=address&q=London");
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["content-type"]).toBe("application/problem+json");
  expect(await anonymous.json()).toEqual({ type: "about:blank", title: "Unauthorized", status: 401, detail: "Sign in to use the location preview." });

  const { page, context } = await connectedAdmin(browser);
  const incomplete = await page.request.get("/api/geocode?mode=coordinates&lat=91&lon=0");
  expect(incomplete.status()).toBe(400);
  expect(incomplete.headers()["content-type"]).toBe("application/problem+json");
  const problem = await incomplete.json();
  expect(problem).toMatchObject({ type: "VALIDATION_ERROR", title: "Validation error", status: 400 });
  expect(Object.keys(problem.errors).length).toBeGreaterThan(0);
  await context.close();
});
