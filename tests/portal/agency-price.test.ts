import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// The agency's price on what the client sees: the maths of a client's price (integer
// hundredths, never a float), the rules on a markup as admins type it, and the database:
// a client's own markup or the agency's default, within one organisation only.
vi.mock("server-only", () => ({}));

const { getPrisma } = await import("@/lib/db/prisma");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { PortalError } = await import("@/lib/portal/errors");
const { clientPrice, markupWords } = await import("@/lib/portal/pricing/markup");
const { ClientPricingInput, AgencyPricingInput } = await import("@/lib/portal/pricing/pricing-input");
const { saveClientPricing } = await import("@/lib/portal/pricing/save-client-pricing");
const { saveAgencyPricing } = await import("@/lib/portal/pricing/save-agency-pricing");
const { pricingForClient } = await import("@/lib/portal/pricing/get-pricing");
const { createClient } = await import("@/lib/portal/clients/create-client");
const { marginByCurrency, nightsOf } = await import("@/lib/portal/reports/margin");
const { getMargin } = await import("@/lib/portal/reports/get-margin");
const { newAdminContext } = await import("../helpers/portal-organization");

await migrateDatabase();

const asAgent = (admin: MemberContext): MemberContext => ({ ...admin, user: { ...admin.user, id: `${admin.user.id}-agent` }, member: { id: `${admin.member.id}-agent`, role: "agent" } });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortalError);
  return error as InstanceType<typeof PortalError>;
}

const eur = (cents: number) => ({ cents, currency: "EUR" });

describe("a client's price", () => {
  it("adds a percentage, rounded half up to the cent", () => {
    expect(clientPrice({ kind: "percent", value: "12", rounding: "none" }, eur(100000), 4)).toEqual({ currency: "EUR", providerCents: 100000, markupCents: 12000, clientCents: 112000, notApplied: null });
    // 12.5% of €0.99 is 12.375 cents: 12 cents; of €1.01, 12.625: 13.
    expect(clientPrice({ kind: "percent", value: "12.5", rounding: "none" }, eur(99), 1).markupCents).toBe(12);
    expect(clientPrice({ kind: "percent", value: "12.5", rounding: "none" }, eur(101), 1).markupCents).toBe(13);
    // 0.1 + 0.2 in floats is not 0.3: 33.33% of €1,234.56 is exactly €411.48 (411.4789…).
    expect(clientPrice({ kind: "percent", value: "33.33", rounding: "none" }, eur(123456), 1).clientCents).toBe(123456 + 41148);
  });

  it("rounds the client's price to the whole unit, or up to the next one", () => {
    expect(clientPrice({ kind: "percent", value: "12", rounding: "nearest" }, eur(100050), 1)).toMatchObject({ clientCents: 112100, markupCents: 12050 });
    expect(clientPrice({ kind: "percent", value: "12", rounding: "up" }, eur(100001), 1)).toMatchObject({ clientCents: 112100 });
    expect(clientPrice({ kind: "percent", value: "12", rounding: "up" }, eur(100000), 1)).toMatchObject({ clientCents: 112000 });
    expect(clientPrice({ kind: "percent", value: "0", rounding: "nearest" }, eur(99949), 1)).toMatchObject({ clientCents: 99900, markupCents: -49 });
  });

  it("adds a fee per night or per stay in its own currency only", () => {
    expect(clientPrice({ kind: "per-night", value: "25.00", currency: "EUR", rounding: "none" }, eur(100000), 4)).toMatchObject({ markupCents: 10000, clientCents: 110000, notApplied: null });
    expect(clientPrice({ kind: "per-stay", value: "40.50", currency: "EUR", rounding: "none" }, eur(100000), 4)).toMatchObject({ markupCents: 4050, clientCents: 104050 });
    expect(clientPrice({ kind: "per-stay", value: "40.00", currency: "GBP", rounding: "none" }, eur(100000), 4)).toEqual({
      currency: "EUR",
      providerCents: 100000,
      markupCents: 0,
      clientCents: 100000,
      notApplied: "no markup: the fee is in GBP, the quote in EUR",
    });
    expect(clientPrice({ kind: "per-night", value: "25.00", currency: "EUR", rounding: "none" }, eur(100000), null).notApplied).toBe("no markup: the number of nights is not known");
    expect(clientPrice({ kind: "none" }, eur(100000), 4)).toMatchObject({ markupCents: 0, clientCents: 100000, notApplied: null });
  });

  it("says the markup in words", () => {
    expect(markupWords({ kind: "percent", value: "12", rounding: "none" })).toBe("12%");
    expect(markupWords({ kind: "per-night", value: "25.00", currency: "EUR", rounding: "up" })).toBe("€25.00 a night, rounded up to the whole unit");
  });
});

describe("a markup as typed", () => {
  const parse = (input: Record<string, unknown>) => ClientPricingInput.safeParse(input);
  const messageOf = (input: Record<string, unknown>, field: string) => {
    const parsed = parse(input);
    expect(parsed.success).toBe(false);
    return parsed.error!.issues.find((i) => i.path[0] === field)?.message;
  };

  it("keeps a percentage as exact text and a fee in its currency's digits", () => {
    expect(parse({ markupKind: "percent", markupValue: "12.50" }).data).toMatchObject({ markupKind: "percent", markupValue: "12.5", markupCurrency: null, whiteLabel: null });
    expect(parse({ markupKind: "per-night", markupValue: "25", markupCurrency: "eur", markupRounding: "up", whiteLabel: "on" }).data).toEqual({
      markupKind: "per-night",
      markupValue: "25.00",
      markupCurrency: "EUR",
      markupRounding: "up",
      whiteLabel: true,
    });
    expect(parse({ markupKind: "default", markupValue: "99" }).data).toMatchObject({ markupKind: null, markupValue: null });
    expect(AgencyPricingInput.parse({ markupKind: "none", whiteLabel: "on" })).toMatchObject({ markupKind: "none", whiteLabel: true });
  });

  it("refuses a negative markup, an absurd one, and over 100% unless meant", () => {
    expect(messageOf({ markupKind: "percent", markupValue: "-5" }, "markupValue")).toMatch(/cannot be negative/);
    expect(messageOf({ markupKind: "percent", markupValue: "1000.01", overHundred: "on" }, "markupValue")).toMatch(/over 1000% is not accepted/);
    expect(messageOf({ markupKind: "percent", markupValue: "150" }, "markupValue")).toMatch(/I mean a markup over 100%/);
    expect(parse({ markupKind: "percent", markupValue: "150", overHundred: "on" }).data?.markupValue).toBe("150");
    expect(messageOf({ markupKind: "percent", markupValue: "12.345" }, "markupValue")).toMatch(/at most 2 decimals/);
    expect(messageOf({ markupKind: "percent", markupValue: "" }, "markupValue")).toMatch(/Enter the markup/);
  });

  it("asks a fee for its currency", () => {
    expect(messageOf({ markupKind: "per-stay", markupValue: "40" }, "markupCurrency")).toMatch(/A fee needs its currency/);
    expect(messageOf({ markupKind: "per-stay", markupValue: "40", markupCurrency: "EUX" }, "markupCurrency")).toMatch(/not a currency/);
    expect(messageOf({ markupKind: "per-stay", markupValue: "40.5", markupCurrency: "JPY" }, "markupValue")).toMatch(/no decimals/);
  });
});

describe("the markup that applies", () => {
  it("is the client's own, else the agency's default, in the organisation only", async () => {
    const admin = await newAdminContext();
    const other = await newAdminContext();
    const { id } = await createClient(admin, { name: "Acme Pricing", approvalRule: "none" });
    expect(await pricingForClient(admin.organization.id, id)).toEqual({ markup: { kind: "none" }, whiteLabel: false });

    await saveAgencyPricing(admin, { markupKind: "per-stay", markupValue: "30", markupCurrency: "EUR", whiteLabel: "on" });
    expect(await pricingForClient(admin.organization.id, id)).toEqual({ markup: { kind: "per-stay", value: "30.00", currency: "EUR", rounding: "none" }, whiteLabel: true });
    expect(await pricingForClient(admin.organization.id, null)).toMatchObject({ whiteLabel: true });

    await saveClientPricing(admin, id, { markupKind: "percent", markupValue: "12", whiteLabel: "off" });
    expect(await pricingForClient(admin.organization.id, id)).toEqual({ markup: { kind: "percent", value: "12", rounding: "none" }, whiteLabel: false });

    // Another organisation neither reads nor changes the client: its own default applies.
    expect(await pricingForClient(other.organization.id, id)).toEqual({ markup: { kind: "none" }, whiteLabel: false });
    expect((await refusal(saveClientPricing(other, id, { markupKind: "percent", markupValue: "50" }))).code).toBe("NOT_FOUND");
    expect((await getPrisma().client.findUnique({ where: { id } }))?.markupValue).toBe("12");
  });

  it("is changed by admins only, and a bad figure is refused beside its field", async () => {
    const admin = await newAdminContext();
    const { id } = await createClient(admin, { name: "Acme Agents", approvalRule: "none" });
    expect((await refusal(saveClientPricing(asAgent(admin), id, { markupKind: "percent", markupValue: "12" }))).code).toBe("FORBIDDEN");
    expect((await refusal(saveAgencyPricing(asAgent(admin), { markupKind: "none" }))).code).toBe("FORBIDDEN");
    const refused = await refusal(saveClientPricing(admin, id, { markupKind: "percent", markupValue: "-3" }));
    expect(refused.fieldErrors?.markupValue?.[0]).toMatch(/cannot be negative/);
  });
});

describe("the agency's margin", () => {
  it("is counted per currency, never across them", () => {
    const percent = { kind: "percent" as const, value: "10", rounding: "none" as const };
    const fee = { kind: "per-night" as const, value: "5.00", currency: "GBP", rounding: "none" as const };
    const rows = marginByCurrency(
      [
        { bookedTotalCents: 100000, bookedCurrency: "EUR", clientId: "a", checkIn: "2026-12-01", checkOut: "2026-12-05" },
        { bookedTotalCents: 50000, bookedCurrency: "EUR", clientId: "b", checkIn: "2026-12-01", checkOut: "2026-12-05" },
        { bookedTotalCents: 20000, bookedCurrency: "GBP", clientId: "b", checkIn: "2026-12-01", checkOut: "2026-12-03" },
      ],
      (clientId) => (clientId === "a" ? percent : fee),
    );
    expect(rows).toEqual([
      { currency: "EUR", bookings: 2, providerCents: 150000, clientCents: 160000, marginCents: 10000, notApplied: 1 },
      { currency: "GBP", bookings: 1, providerCents: 20000, clientCents: 21000, marginCents: 1000, notApplied: 0 },
    ]);
    expect(nightsOf("2026-12-05", "2026-12-01")).toBeNull();
  });

  it("reads the organisation's bookings only, at each client's markup", async () => {
    const admin = await newAdminContext();
    const other = await newAdminContext();
    const { id } = await createClient(admin, { name: "Acme Margin", approvalRule: "none" });
    await saveClientPricing(admin, id, { markupKind: "percent", markupValue: "12" });
    const booked = (organizationId: string, reference: string, clientId: string | null, cents: number) =>
      getPrisma().trackedEnquiry.create({
        data: {
          id: randomUUID(),
          organizationId,
          reference,
          externalId: `ext-${reference}`,
          clientReference: `C-${reference}`,
          state: "BOOKED",
          placeLabel: "Paris, Île-de-France, France",
          latitude: 0,
          longitude: 0,
          adults: 1,
          children: 0,
          infants: 0,
          createdById: "someone",
          createdByName: "Someone",
          clientId,
          bookedAt: new Date(),
          bookedTotalCents: cents,
          bookedCurrency: "EUR",
        },
      });
    await booked(admin.organization.id, `M-${randomUUID()}`, id, 100000);
    await booked(admin.organization.id, `M-${randomUUID()}`, null, 30000);
    await booked(other.organization.id, `M-${randomUUID()}`, id, 999900);
    const period = { start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 86_400_000) } as Parameters<typeof getMargin>[1];
    expect(await getMargin(admin.organization.id, period, undefined)).toEqual([{ currency: "EUR", bookings: 2, providerCents: 130000, clientCents: 142000, marginCents: 12000, notApplied: 0 }]);
    // The other organisation's booking names the client's id, but not its markup.
    expect(await getMargin(other.organization.id, period, undefined)).toEqual([{ currency: "EUR", bookings: 1, providerCents: 999900, clientCents: 999900, marginCents: 0, notApplied: 0 }]);
  });
});
