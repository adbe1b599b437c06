import { describe, expect, it, vi } from "vitest";

// A client's travel policy against the options of an enquiry: which cap applies to the
// enquiry's place, each price a night within or over it (converted with the organisation's
// rates, the rate said), and the cheapest within it. The database parts run on SQLite here
// and PostgreSQL under test:pg.
vi.mock("server-only", () => ({}));

const { migrateDatabase } = await import("@/lib/db/migrate");
const { createClient } = await import("@/lib/portal/clients/create-client");
const { addExchangeRate } = await import("@/lib/portal/exchange-rates/add-exchange-rate");
const { ExchangeRateInput } = await import("@/lib/portal/exchange-rates/rate-input");
const { policyForEnquiry } = await import("@/lib/portal/clients/policy-for-enquiry");
const { capForPlace, enquiryPlace } = await import("@/lib/portal/clients/enquiry-place");
const { checkPolicy, nightlyPrice } = await import("@/lib/portal/quotes/check-policy");
const { cheapestWithinPolicy } = await import("@/lib/portal/quotes/cheapest-marks");
const { checkChoiceAgainstPolicy } = await import("@/lib/portal/enquiries/check-choice-policy");
const { newAdminContext } = await import("../helpers/portal-organization");

await migrateDatabase();

const LONDON = "London, England, United Kingdom";
const MANCHESTER = "Manchester, England, United Kingdom";
const DAY = "2026-11-20";
const eurToGbp = { id: "r1", baseCurrency: "EUR", currency: "GBP", rate: "0.85", asOf: "2026-11-01" };

/** An organisation with Acme: £200 a night in London, £150 elsewhere in the United Kingdom, €180 in Paris. */
async function acmeWithCaps(caps?: { placeKind: "city" | "country"; place: string; currency: string; nightlyCap: string }[]) {
  const admin = await newAdminContext();
  const { id } = await createClient(admin, {
    name: "Acme Industries",
    approvalRule: "out-of-policy",
    approvers: [{ name: "Grace Hopper", email: "grace@acme.test" }],
    policyCaps: caps ?? [
      { placeKind: "country", place: "GB", currency: "GBP", nightlyCap: "150" },
      { placeKind: "city", place: "LONDON", currency: "GBP", nightlyCap: "200" },
      { placeKind: "city", place: "Paris", currency: "EUR", nightlyCap: "180" },
    ],
  });
  return { admin, clientId: id };
}

describe("the cap that applies to an enquiry", () => {
  it("reads the city and the country from the enquiry's place label", () => {
    expect(enquiryPlace(LONDON)).toEqual({ city: "London", countryCodes: ["GB"] });
    expect(enquiryPlace("Paris, Île-de-France, France")).toEqual({ city: "Paris", countryCodes: ["FR"] });
    expect(enquiryPlace("Unnamed place").countryCodes).toEqual([]);
  });

  it("takes the city's cap before the country's, whatever the case or spaces of the city", () => {
    const caps = [
      { placeKind: "country" as const, place: "GB", id: "gb" },
      { placeKind: "city" as const, place: "  LONDON ", id: "london" },
    ];
    expect(capForPlace(caps, enquiryPlace(LONDON))?.id).toBe("london");
    expect(capForPlace(caps, enquiryPlace("london,  England, United Kingdom"))?.id).toBe("london");
    expect(capForPlace(caps, enquiryPlace(MANCHESTER))?.id).toBe("gb");
    expect(capForPlace(caps, enquiryPlace("Paris, Île-de-France, France"))).toBeNull();
    // A city cap never stands for a country of the same letters, nor a country cap for a city.
    expect(capForPlace([{ placeKind: "city" as const, place: "GB" }], enquiryPlace(MANCHESTER))).toBeNull();
  });

  it("finds the client's cap in the database: the city's over the country's", async () => {
    const { admin, clientId } = await acmeWithCaps();
    const organizationId = admin.organization.id;
    expect(await policyForEnquiry(organizationId, { clientId, placeLabel: LONDON })).toEqual({
      clientName: "Acme Industries",
      cap: { placeKind: "city", place: "LONDON", currency: "GBP", nightlyCap: "200.00" },
    });
    expect((await policyForEnquiry(organizationId, { clientId, placeLabel: MANCHESTER }))?.cap).toMatchObject({ placeKind: "country", place: "GB", nightlyCap: "150.00" });
    expect(await policyForEnquiry(organizationId, { clientId, placeLabel: "Berlin, Germany" })).toBeNull();
  });

  it("has no policy without a client, or for another organisation's client", async () => {
    const { clientId } = await acmeWithCaps();
    const other = await newAdminContext();
    expect(await policyForEnquiry(other.organization.id, { clientId: null, placeLabel: LONDON })).toBeNull();
    expect(await policyForEnquiry(other.organization.id, { clientId, placeLabel: LONDON })).toBeNull();
  });
});

describe("an option's price a night against the cap", () => {
  const london = { clientName: "Acme", cap: { placeKind: "city" as const, place: "London", currency: "GBP", nightlyCap: "150.00" } };

  it("is within exactly at the cap and over by a penny above it, in integer cents", () => {
    expect(nightlyPrice({ cents: 45_000, currency: "GBP" }, 3)).toEqual({ cents: 15_000, currency: "GBP" });
    const at = checkPolicy(london, nightlyPrice({ cents: 45_000, currency: "GBP" }, 3), [], DAY);
    expect(at).toEqual({ status: "within", capWords: "£150 a night in London", words: "Within policy" });
    // £450.01 over three nights is more than £150 a night: rounded up, never down into the cap.
    const above = checkPolicy(london, nightlyPrice({ cents: 45_001, currency: "GBP" }, 3), [], DAY);
    expect(above).toMatchObject({ status: "over", over: { cents: 1, currency: "GBP" }, words: "Over policy by £0.01 a night" });
  });

  it("converts the cap into the quote's currency with the organisation's rate, and says the rate", () => {
    // £150 at €1 = £0.85 is €176.47 (rounded half up from 176.470…).
    const over = checkPolicy(london, { cents: 18_000, currency: "EUR" }, [eurToGbp], DAY);
    expect(over).toEqual({
      status: "over",
      capWords: "£150 a night in London (€176.47 at €1 = £0.85)",
      over: { cents: 353, currency: "EUR" },
      words: "Over policy by €3.53 a night",
    });
    expect(checkPolicy(london, { cents: 17_647, currency: "EUR" }, [eurToGbp], DAY).status).toBe("within");
    // The rate is used either way round: a cap in euros against pounds divides by it.
    const paris = { clientName: "Acme", cap: { placeKind: "city" as const, place: "Paris", currency: "EUR", nightlyCap: "200" } };
    expect(checkPolicy(paris, { cents: 17_000, currency: "GBP" }, [eurToGbp], DAY)).toMatchObject({ status: "within", capWords: "€200 a night in Paris (£170 at €1 = £0.85)" });
  });

  it("cannot be checked without a rate between the currencies, nor one of a later day", () => {
    const unchecked = { status: "unchecked", words: "Cannot be checked against the policy: no rate from GBP to EUR." };
    expect(checkPolicy(london, { cents: 10_000, currency: "EUR" }, [], DAY)).toEqual(unchecked);
    expect(checkPolicy(london, { cents: 10_000, currency: "EUR" }, [{ ...eurToGbp, asOf: "2026-12-01" }], DAY)).toEqual(unchecked);
    expect(checkPolicy(london, null, [], DAY)).toMatchObject({ status: "unchecked", words: "Cannot be checked against the policy: no price a night." });
  });

  it("names a country cap by the country's English name, and reads a cap in yen as whole yen", () => {
    const japan = { clientName: "Acme", cap: { placeKind: "country" as const, place: "JP", currency: "JPY", nightlyCap: "20000" } };
    // The contract's amounts are hundredths: ¥20,000 is 2,000,000 of them (en-GB writes yen "JP¥").
    expect(checkPolicy(japan, { cents: 2_000_000, currency: "JPY" }, [], DAY)).toMatchObject({ status: "within", capWords: "JP¥20,000 a night in Japan" });
    expect(checkPolicy(japan, { cents: 2_100_000, currency: "JPY" }, [], DAY)).toMatchObject({ status: "over", words: "Over policy by JP¥1,000 a night" });
  });

  it("marks the cheapest within policy among the options within it, ranked as the cheapest is", () => {
    const totals = [
      { cents: 30_000, currency: "GBP" },
      { cents: 40_000, currency: "GBP" },
      { cents: 41_000, currency: "EUR" },
      null,
    ];
    // The cheapest (£300) is over the cap: the cheapest within is the next one within.
    expect(cheapestWithinPolicy(totals, [false, true, true, false], [eurToGbp], DAY)).toEqual([false, false, true, false]);
    expect(cheapestWithinPolicy(totals, [false, true, false, false], [], DAY)).toEqual([false, true, false, false]);
    expect(cheapestWithinPolicy(totals, [false, false, false, false], [], DAY)).toEqual([false, false, false, false]);
  });
});

describe("whether a chosen option is out of policy (for the approval of a choice)", () => {
  it("is out of policy only over the client's cap for the enquiry's place, through the organisation's rates", async () => {
    const { admin, clientId } = await acmeWithCaps();
    const organizationId = admin.organization.id;
    await addExchangeRate(admin, ExchangeRateInput.parse({ baseCurrency: "EUR", currency: "GBP", rate: "0.85", asOf: "2026-11-01" }));

    // London's own cap, £200, not the United Kingdom's £150.
    expect(await checkChoiceAgainstPolicy(organizationId, { clientId, placeLabel: LONDON }, { cents: 20_000, currency: "GBP" }, DAY)).toMatchObject({
      outOfPolicy: false,
      mark: { status: "within", capWords: "£200 a night in LONDON" },
    });
    expect(await checkChoiceAgainstPolicy(organizationId, { clientId, placeLabel: MANCHESTER }, { cents: 20_000, currency: "GBP" }, DAY)).toMatchObject({
      outOfPolicy: true,
      mark: { status: "over", capWords: "£150 a night in United Kingdom", words: "Over policy by £50.00 a night" },
    });
    expect(await checkChoiceAgainstPolicy(organizationId, { clientId, placeLabel: MANCHESTER }, { cents: 20_000, currency: "EUR" }, DAY)).toMatchObject({
      outOfPolicy: true,
      mark: { status: "over", capWords: "£150 a night in United Kingdom (€176.47 at €1 = £0.85)", words: "Over policy by €23.53 a night" },
    });
    // No rate between euros and dollars: not out of policy, and the mark says why.
    const paris = await checkChoiceAgainstPolicy(organizationId, { clientId, placeLabel: "Paris, Île-de-France, France" }, { cents: 20_000, currency: "USD" }, DAY);
    expect(paris).toEqual({ outOfPolicy: false, mark: { status: "unchecked", words: "Cannot be checked against the policy: no rate from EUR to USD." } });
  });

  it("has no mark without a client or without a cap for the place", async () => {
    const { admin, clientId } = await acmeWithCaps();
    const organizationId = admin.organization.id;
    const none = { outOfPolicy: false, mark: null };
    expect(await checkChoiceAgainstPolicy(organizationId, { clientId: null, placeLabel: LONDON }, { cents: 99_900, currency: "GBP" }, DAY)).toEqual(none);
    expect(await checkChoiceAgainstPolicy(organizationId, { clientId, placeLabel: "Berlin, Germany" }, { cents: 99_900, currency: "EUR" }, DAY)).toEqual(none);
  });
});
