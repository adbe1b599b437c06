import { randomBytes, randomUUID } from "node:crypto";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { connectSandbox, newAdmin, type Admin } from "./portal";
import { sqlOne, sqlRows } from "./sql";

// The intake form and the enquiry list, as an agent uses them.

/** An admin whose organisation is connected to the built-in sandbox. */
export async function connectedAdmin(browser: Browser): Promise<Admin> {
  const admin = await newAdmin(browser);
  await connectSandbox(admin.page);
  return admin;
}

/** A part of the form, by its heading ("Stay", "Lead guest", "Booker", …). */
export function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

export type EnquiryInput = {
  checkIn?: string;
  checkOut?: string;
  adults?: string;
  children?: string;
  address?: string;
  leadGuest?: { givenName?: string; familyName?: string; email?: string };
  requirements?: string[];
  clientReference?: string;
};

/** Fills what is given; the rest keeps the form's defaults (booker, references). */
export async function fillEnquiry(page: Page, input: EnquiryInput): Promise<void> {
  const stay = section(page, "Stay");
  if (input.checkIn) await stay.getByLabel("Check-in").fill(input.checkIn);
  if (input.checkOut) await stay.getByLabel("Check-out").fill(input.checkOut);
  if (input.adults) await stay.getByLabel("Adults").fill(input.adults);
  if (input.children) await stay.getByLabel("Children").fill(input.children);
  if (input.address) await section(page, "Location").getByRole("textbox", { name: "Address", exact: true }).fill(input.address);
  const lead = section(page, "Lead guest");
  if (input.leadGuest?.givenName) await lead.getByLabel("First name (optional)").fill(input.leadGuest.givenName);
  if (input.leadGuest?.familyName) await lead.getByLabel("Surname (optional)").fill(input.leadGuest.familyName);
  if (input.leadGuest?.email) await lead.getByLabel("E-mail (optional)").fill(input.leadGuest.email);
  const requirements = section(page, "Requirements");
  for (const [i, text] of (input.requirements ?? []).entries()) {
    await requirements.getByRole("button", { name: "Add a requirement" }).click();
    await requirements.getByLabel(`Requirement ${i + 1}`, { exact: true }).fill(text);
  }
  if (input.clientReference) await section(page, "References").getByLabel("Your reference").fill(input.clientReference);
}

/** The announced one-line summary of the location preview. */
export function locationSummary(page: Page): Locator {
  return page.getByTestId("location-summary");
}

export async function sendEnquiry(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiries\/R[A-Z0-9]{7}$/);
  return page.url().split("/").pop()!;
}

export function uniqueReference(prefix = "E2E"): string {
  return `${prefix}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/**
 * Adds rows to an organisation's enquiry index directly (the list's pagination needs
 * more enquiries than a test should send through the form). Returns their references,
 * newest first.
 */
export function seedTrackedEnquiries(organization: string, count: number): string[] {
  const { id: organizationId } = sqlOne<{ id: string }>(`SELECT id FROM "Organization" WHERE name = ?`, organization);
  const references: string[] = [];
  const params: string[] = [];
  const base = Date.parse("2020-01-01T00:00:00Z");
  for (let i = 0; i < count; i++) {
    const reference = `S${randomBytes(4).toString("hex").toUpperCase().slice(0, 7)}`;
    // The text form Prisma's SQLite adapter writes (PostgreSQL reads it as the same UTC time).
    const at = new Date(base + i * 60_000).toISOString().replace("Z", "+00:00");
    params.push(randomUUID(), organizationId, reference, `seed-${randomUUID()}`, `SEED-${i}-${reference}`, at, at);
    references.unshift(reference);
  }
  // One statement, so the rows arrive together.
  const row = `(?, ?, ?, ?, ?, 'NEW', '2027-05-01', '2027-05-04', 'Seedville, Testshire, Nowhere', 0, 0, 2, 0, 0, NULL, 'seed', 'Seed Script', ?, ?)`;
  sqlRows(
    `INSERT INTO "TrackedEnquiry" (id, "organizationId", "serviceReference", "externalId", "clientReference", state, "checkIn", "checkOut",
       "placeLabel", latitude, longitude, adults, children, infants, "leadGuestName", "createdById", "createdByName", "createdAt", "updatedAt")
     VALUES ${Array.from({ length: count }, () => row).join(", ")}`,
    ...params,
  );
  return references;
}

/** Presses Tab until the focused control is the one named `name` (its label, or a button's text). */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return "";
      const label = el.labels?.[0]?.textContent ?? el.getAttribute("aria-label") ?? el.textContent ?? "";
      return label.trim();
    });
    if (focused === name) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached "${name}"`);
}
