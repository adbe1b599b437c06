import { describe, expect, it } from "vitest";
import { createServiceClient, isExtensionMissing, ServiceAnswerTooLargeError, ServiceProblemError } from "@/lib/client";
import { BOOKING_CHANGE_BYTES } from "@/lib/client/answer-limits";
import { newBooking } from "../helpers/bookings";
import { newAccount, serviceApp } from "../helpers/service";

// The typed client's booking changes: against the service itself, against a provider
// without the extension, and against one that answers far more than a change can be.

const BASE = "http://service.test";

async function clientWithBooking() {
  const app = await serviceApp();
  const { key } = await newAccount();
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => app.request(input instanceof Request ? input : String(input), init)) as typeof fetch;
  const booking = await newBooking(app, key);
  return { client: createServiceClient({ baseUrl: BASE, apiKey: key, fetch: fetchFn }), booking };
}

describe("against the service", () => {
  it("asks for a change (the same key twice is one change), lists it with the versions, and withdraws it", async () => {
    const { client, booking } = await clientWithBooking();
    const change = await client.requestBookingChange(booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-20" }, { idempotencyKey: "ext-1" });
    expect(change).toMatchObject({ bookingId: booking.bookingId, kind: "EXTEND", state: "REQUESTED", checkOut: "2027-03-20" });
    expect(await client.requestBookingChange(booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-20" }, { idempotencyKey: "ext-1" })).toEqual(change);
    const history = await client.listBookingChanges(booking.bookingId);
    expect(history).toMatchObject({ bookingId: booking.bookingId, version: 1, changes: [change], versions: booking.versions });
    expect(await client.withdrawBookingChange(booking.bookingId, change.id)).toMatchObject({ id: change.id, state: "WITHDRAWN" });
  });

  it("turns a refusal into a ServiceProblemError in words, not a missing extension", async () => {
    const { client, booking } = await clientWithBooking();
    await client.requestBookingChange(booking.bookingId, { kind: "CANCEL" });
    const error = await client.requestBookingChange(booking.bookingId, { kind: "CANCEL" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceProblemError);
    expect((error as ServiceProblemError).status).toBe(409);
    expect((error as ServiceProblemError).message).toContain("a booking takes one change at a time");
    expect(isExtensionMissing(error)).toBe(false);
  });
});

describe("other providers", () => {
  it("without the extension: 404, 405 and 501 are a missing extension; 500 and a refusal are not", async () => {
    for (const [status, missing] of [[404, true], [405, true], [501, true], [500, false], [409, false]] as const) {
      const fetchFn = (async () => new Response("", { status })) as unknown as typeof fetch;
      const client = createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn });
      for (const call of [() => client.requestBookingChange("B7K2M9QX", { kind: "CANCEL" }), () => client.listBookingChanges("B7K2M9QX"), () => client.withdrawBookingChange("B7K2M9QX", "c1")]) {
        const error = await call().catch((e: unknown) => e);
        expect(isExtensionMissing(error), `${status}`).toBe(missing);
      }
    }
  });

  it("reads a change's answer only up to its limit", async () => {
    const huge = JSON.stringify({ data: { note: "x".repeat(BOOKING_CHANGE_BYTES * 2) } });
    const fetchFn = (async () => new Response(huge, { status: 200, headers: { "content-type": "application/json" } })) as unknown as typeof fetch;
    const client = createServiceClient({ baseUrl: BASE, apiKey: "k", fetch: fetchFn });
    await expect(client.withdrawBookingChange("B7K2M9QX", "c1")).rejects.toBeInstanceOf(ServiceAnswerTooLargeError);
  });
});
