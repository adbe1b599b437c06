import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from "@playwright/test";
import { E2E_PORT } from "../support/env";
import { ownServer, type OwnServer } from "../support/own-server";
import { connectSandbox, createOrganization, newPerson, signUp } from "../support/portal";

// The live stream's limits, each on a server of its own: a stream lives a short while
// there, and the page goes on without losing an event; a session may open one stream
// there, and a second tab says so and polls instead of retrying.

const timeline = (page: Page) => page.getByRole("list", { name: "Timeline" }).getByRole("listitem");
const isStream = (request: Request) => request.url().includes("/api/events") && request.headers().accept === "text/event-stream";

/** A new admin of a new organisation on `server`, connected to its sandbox, with one enquiry: its page and what drives it. */
async function organizationWithEnquiry(browser: Browser, server: OwnServer) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const organization = `Limits ${randomBytes(3).toString("hex")}`;
  await signUp(page, newPerson("admin"));
  await createOrganization(page, organization);
  await connectSandbox(page);
  const key = server.apiKeyOf(organization);
  const post = async (p: string, body: unknown) => (await context.request.post(`${server.url}/external-api/v1${p}`, { headers: { "x-api-key": key }, data: body })).status();
  const id = randomBytes(4).toString("hex");
  const created = await context.request.post(`${server.url}/external-api/v1/enquiries`, {
    headers: { "x-api-key": key },
    data: {
      checkInOut: { checkIn: "2027-06-01", checkOut: "2027-06-05" },
      clientReference: `LIMITS-${id}`,
      externalId: `limits-${id}`,
      enquiryLocation: { addressFormatted: "Piazza Navona, 00186 Rome, Italy" },
      guestNumbers: { adults: 2 },
      leadGuest: { givenName: "Ada", familyName: "Lovelace" },
      clientBooker: { contactNumber: null, email: "booker@limits.example", familyName: "Booker", givenName: "Bea" },
    },
  });
  expect(created.status()).toBe(201);
  const reference: string = (await created.json()).data.serviceReference;
  const storedEvents = () => server.count(`SELECT COUNT(*) AS n FROM PortalEvent WHERE serviceReference = '${reference}'`);
  /** One event of the enquiry, sent through the sandbox, and stored by the portal's receiver. */
  const trigger = async () => {
    const before = storedEvents();
    expect(await post(`/sandbox/enquiries/${reference}/trigger-webhook-event`, { eventType: "ENQUIRY.REOPENED" })).toBe(204);
    await expect.poll(storedEvents).toBe(before + 1);
  };
  return { context, page, reference, trigger, storedEvents };
}

async function openLive(context: BrowserContext, page: Page, reference: string): Promise<Request[]> {
  const streams: Request[] = [];
  page.on("request", (r) => {
    if (isStream(r)) streams.push(r);
  });
  await page.goto(`/enquiries/${reference}`);
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  return streams;
}

test("a stream that reaches its lifetime ends, and the page reconnects without losing an event", async ({ browser }) => {
  test.setTimeout(180_000);
  // Streams live 1.5 to 2 s here.
  const server = ownServer(E2E_PORT + 7, { LIVE_STREAM_MAX_AGE_MS: "2000" });
  try {
    await server.start();
    const { context, page, reference, trigger, storedEvents } = await organizationWithEnquiry(browser, server);
    // Every time the page opens a stream again, an event happens first, while it has none.
    let reconnects = 0;
    let opened = 0;
    await page.route("**/api/events?*", async (route) => {
      if (isStream(route.request()) && opened++ > 0) {
        await trigger();
        reconnects++;
      }
      await route.continue();
    });
    const streams = await openLive(context, page, reference);

    await expect.poll(() => reconnects, { timeout: 90_000 }).toBeGreaterThanOrEqual(4);
    await expect(timeline(page)).toHaveCount(storedEvents());
    expect(storedEvents()).toBeGreaterThanOrEqual(5); // ENQUIRY.CREATED and one event in each gap
    const texts = await timeline(page).allTextContents();
    expect(texts.filter((t) => t.startsWith("Reopened"))).toHaveLength(storedEvents() - 1);
    // Each new stream asked for what came after the last event the page had.
    expect(streams.slice(1).every((r) => /[?&]after=\d+/.test(r.url()))).toBe(true);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await context.close();
  } finally {
    await server.stop();
  }
});

test("a tab beyond the session's cap says so and polls, without retrying the stream", async ({ browser }) => {
  test.setTimeout(120_000);
  const server = ownServer(E2E_PORT + 8, { LIVE_STREAMS_PER_SESSION: "1" });
  try {
    await server.start();
    const { context, page, reference, trigger, storedEvents } = await organizationWithEnquiry(browser, server);
    await openLive(context, page, reference);

    // A second tab of the same session.
    const second = await context.newPage();
    const attempts: number[] = [];
    second.on("response", (r) => {
      if (isStream(r.request())) attempts.push(r.status());
    });
    await second.goto(`/enquiries/${reference}`);
    await expect(second.getByTestId("live-status")).toHaveAttribute("data-status", "limited");
    await expect(second.getByTestId("live-status")).toHaveText("Too many live tabs: updating every 10 s");

    // It still shows what happens, by polling (every 10 s)…
    await trigger();
    await expect(timeline(second)).toHaveCount(storedEvents(), { timeout: 25_000 });
    // …and in all that time it asked for a stream once: it waits for the answer's Retry-After.
    expect(attempts).toEqual([429]);
    await expect(timeline(page)).toHaveCount(storedEvents());
    await context.close();
  } finally {
    await server.stop();
  }
});
