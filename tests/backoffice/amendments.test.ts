import { beforeAll, describe, expect, it } from "vitest";
import { amendedBy, changeRow } from "@/lib/shared/amendment-words";
import { EnquiryAmendment } from "@/lib/contract/amendment";
import { getPrisma } from "@/lib/db/prisma";
import type { Actor } from "@/lib/service/backoffice/actor";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { deskEnquiryVersion, queueVersion } from "@/lib/service/backoffice/desk-version";
import { getDeskPage } from "@/lib/service/backoffice/get-desk-page";
import { listQueue } from "@/lib/service/backoffice/list-queue";
import { sendQuote } from "@/lib/service/backoffice/send-quote";
import { openVersionStream } from "@/lib/service/backoffice/version-stream";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { amend } from "../helpers/amendments";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The specialist's side of amendments: the enquiry page shows what the agent's side changed
// beside the enquiry, marks the quotes made for the earlier details, the queue says
// "Changed" until a quote is sent for the new details, and an open page hears of it at once.

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;
let ada: Actor;

beforeAll(async () => {
  app = await serviceApp();
  await ensureInventory(getPrisma());
  ({ key } = await newAccount());
  ada = await createSpecialist(getPrisma(), { email: `amend-desk-${Date.now()}@provider.test`, name: "Ada Desk", password: "correct horse battery" });
});

async function quotedEnquiry() {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
  const ref = res.json.data.serviceReference as string;
  expect((await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
  return ref;
}
const queueRow = async (ref: string) => (await listQueue({ state: "ALL", minAgeDays: 0, city: "", q: ref })).rows.find((r) => r.serviceReference === ref)!;

describe("the enquiry page of an amended enquiry", () => {
  it("shows the amendments newest first with what changed, and marks the quotes made for the earlier details, which stay ACTIVE", async () => {
    const ref = await quotedEnquiry();
    const before = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(before.amendments).toEqual([]);
    expect(before.quotesForEarlierDetails).toEqual([]);
    const [quote] = before.quotes;
    expect((await queueRow(ref)).changed).toBe(false);

    const dates = await amend(app, key, ref, { checkInOut: { checkIn: "2027-03-02", checkOut: "2027-03-09" }, authorName: "Ana Silva" });
    const party = await amend(app, key, ref, { guestNumbers: { adults: 4, children: 1 }, guestRequirements: [] });
    const page = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(page.amendments).toEqual([party.json.data, dates.json.data]);
    for (const amendment of page.amendments) expect(EnquiryAmendment.parse(amendment)).toEqual(amendment);
    expect(page.enquiry.checkInOut).toEqual({ checkIn: "2027-03-02", checkOut: "2027-03-09" });
    expect(page.quotesForEarlierDetails).toEqual([quote!.id]);
    expect(page.quotes[0]).toMatchObject({ id: quote!.id, state: "ACTIVE" });
    expect((await queueRow(ref)).changed).toBe(true);

    // In words, as the page says them.
    expect(page.amendments.map((a) => [a.version, amendedBy(a.authorName), a.changes.map(changeRow)])).toEqual([
      [
        3,
        "the agent's side",
        [
          { label: "Guests", from: "2 adults, 1 child", to: "4 adults, 1 child" },
          { label: "Requirements", from: "Quiet floor", to: "None" },
        ],
      ],
      [2, "Ana Silva", [{ label: "Dates", from: "1 Mar – 8 Mar 2027", to: "2 Mar – 9 Mar 2027" }]],
    ]);

    // A quote for the new details: it is not marked, the earlier one still is, and the queue no longer says "Changed".
    const { hits } = page.search!;
    const { quoteId } = await sendQuote(ref, ada, { description: "For four", notes: "", items: [{ propertyId: hits[0]!.propertyId, units: [{ unitId: hits[0]!.units[0]!.id }] }] });
    const requoted = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(requoted.quotes.map((q) => [q.id, q.state])).toEqual([[quoteId, "ACTIVE"], [quote!.id, "INVALIDATED"]]);
    expect(requoted.quotesForEarlierDetails).toEqual([quote!.id]);
    expect((await queueRow(ref)).changed).toBe(false);

    // Amended again after that quote: "Changed" again, and that quote is now for earlier details too.
    await amend(app, key, ref, { leadGuest: { givenName: "Grace", familyName: "Hopper", email: "grace@example.com" } });
    const again = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(again.quotesForEarlierDetails).toEqual([quoteId, quote!.id]);
    expect(again.amendments[0]!.changes.map(changeRow)).toEqual([
      { label: "Lead guest", from: "Ada Lovelace, lead@example.com, +44 20 7946 0958", to: "Grace Hopper, grace@example.com" },
    ]);
    expect((await queueRow(ref)).changed).toBe(true);
  });

  it("says an amended enquiry not quoted yet is changed, and an unamended one is not", async () => {
    const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
    const ref = res.json.data.serviceReference as string;
    expect((await queueRow(ref)).changed).toBe(false);
    await amend(app, key, ref, { checkInOut: { checkIn: null, checkOut: null } });
    expect((await queueRow(ref)).changed).toBe(true);
    const page = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(page.amendments[0]!.changes.map(changeRow)).toEqual([{ label: "Dates", from: "1 Mar – 8 Mar 2027", to: "Dates open" }]);
  });
});

describe("an open page of an amended enquiry", () => {
  it("moves its version, and the queue's, and hears of it through the version stream at once", async () => {
    const ref = await quotedEnquiry();
    const queue = await queueVersion();
    const abort = new AbortController();
    // No timer could explain a quick second event: the fallback check is an hour away.
    const stream = openVersionStream({ read: () => deskEnquiryVersion(ref), allowed: async () => true, signal: abort.signal, checkEveryMs: 3_600_000 });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const nextVersion = async () => {
      for (;;) {
        const match = /event: version\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return (JSON.parse(match[1]!) as { version: string }).version;
        }
        const chunk = await Promise.race([reader.read(), new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 1_000))]);
        if (chunk === "timeout" || chunk.done) return chunk === "timeout" ? "timeout" : "closed";
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
    const drawn = await nextVersion();
    expect(drawn).toBe(await deskEnquiryVersion(ref));
    const started = Date.now();
    expect((await amend(app, key, ref, { guestNumbers: { adults: 5 } })).status).toBe(201);
    const moved = await nextVersion();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(moved).not.toBe(drawn);
    expect(moved).toBe(await deskEnquiryVersion(ref));
    expect(moved.endsWith(".2")).toBe(true);
    expect(await queueVersion()).not.toBe(queue);
    abort.abort();
  });
});
