import { expect, type BrowserContext } from "@playwright/test";
import { fillEnquiry, sendEnquiry } from "./enquiries";
import type { Admin } from "./portal";
import { decryptStoredKey, storedConnection } from "./secrets";
import { sqlRows } from "./sql";

// An enquiry quoted by the sandbox, and its quote as the API returns it.

export type ApiCharge = { summary: string; grossCost?: number | null; refundable?: boolean; optional?: boolean };
export type ApiUnit = { unitName: string; priceBreakdown?: { currency: string; wholeStay: { includingTax: number } }; additionalCharges?: ApiCharge[] };
export type ApiItem = {
  id: string;
  property: { propertyName: string; propertyUrl?: string; images?: { url: string; caption?: string | null }[]; units?: ApiUnit[] };
  distanceFromEnquiryLocation?: { value: number } | null;
};
export type ApiQuote = { id: string; state: string; items: ApiItem[] };

export type QuotedEnquiry = Admin & { reference: string; apiKey: string; quote: ApiQuote };

/** An enquiry of `admin` (connected to the sandbox) that the sandbox has quoted. */
export async function quotedEnquiry(admin: Admin, address = "10 Downing Street, London SW1A 2AA, United Kingdom"): Promise<QuotedEnquiry> {
  await admin.page.goto("/enquiries/new");
  await fillEnquiry(admin.page, { address, checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2" });
  const reference = await sendEnquiry(admin.page);
  const apiKey = decryptStoredKey(storedConnection(admin.organization));
  await changeState(admin.context, apiKey, reference, "QUOTED");
  const quote = await activeQuote(admin.context, apiKey, reference);
  return { ...admin, reference, apiKey, quote };
}

export async function changeState(context: BrowserContext, apiKey: string, reference: string, enquiryState: string): Promise<void> {
  const moved = await context.request.post(`/external-api/v1/sandbox/enquiries/${reference}/change-state`, {
    headers: { "x-api-key": apiKey },
    data: { enquiryState },
  });
  expect(moved.status()).toBe(204);
}

/** The enquiry's active quote as its provider's API gives it: the context's server unless `base` names another provider. */
export async function activeQuote(context: BrowserContext, apiKey: string, reference: string, base = ""): Promise<ApiQuote> {
  const res = await context.request.get(`${base}/external-api/v1/quotes?serviceEnquiryReference=${reference}`, { headers: { "x-api-key": apiKey } });
  expect(res.status()).toBe(200);
  const quote = ((await res.json()) as { data: ApiQuote[] }).data.find((q) => q.state === "ACTIVE");
  expect(quote).toBeTruthy();
  return quote!;
}

/**
 * The total for the stay as docs/portal.md defines it, computed here from the API's quote:
 * the whole stay with tax (which holds every known, non-refundable charge) plus nothing
 * more, since the built-in service always sends grossCost; in cents.
 */
export function expectedTotalCents(unit: ApiUnit): number {
  return Math.round(unit.priceBreakdown!.wholeStay.includingTax * 100);
}

export function onRequest(unit: ApiUnit): boolean {
  return (unit.additionalCharges ?? []).some((c) => c.grossCost === null && !c.refundable && !c.optional);
}

/** Moves a share link's expiry into the past, as 14 days would. */
export function expireShareLinks(serviceReference: string): void {
  // The text form Prisma's SQLite adapter writes; PostgreSQL reads it as the same UTC time.
  sqlRows(`UPDATE "ShareLink" SET "expiresAt" = ? WHERE "serviceReference" = ?`, new Date(Date.now() - 1000).toISOString().replace("Z", "+00:00"), serviceReference);
}
