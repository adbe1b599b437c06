import { expect, test, type Page } from "@playwright/test";
import { pngBytes, startPhotoServer } from "../../tests/helpers/photo-server";
import { axeViolations } from "../support/axe";
import { fillEnquiry, sendEnquiry } from "../support/enquiries";
import { E2E_PORT } from "../support/env";
import { ownServer } from "../support/own-server";
import { connectSandbox, createOrganization, newOrganizationName, newPerson, signUp } from "../support/portal";
import { activeQuote, changeState } from "../support/quotes";

// A provider whose photos are on a host of its own (a server of this spec on 127.0.0.1,
// answering PNGs): the comparison, the share page and the printout show them, loaded from
// the portal's photo route, and the browser never contacts the provider's host. The portal
// is a server of the spec's own, which may reach loopback (CONNECTION_ALLOW_PRIVATE_TARGETS),
// as a provider inside the operator's network would be; its sandbox's quote is made to
// name the photo host, as another provider's quote would.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const COLOURS: [number, number, number][] = [[37, 99, 235], [22, 163, 74], [217, 119, 6], [219, 39, 119], [124, 58, 237]];

/** Every photo shown on the page: what the browser loaded it from, and its width once decoded. */
async function shownPhotos(page: Page) {
  const photos = page.locator("img").filter({ visible: true });
  await expect(photos.first()).toBeVisible();
  // Lazy photos below the fold: load them all before reading their sizes.
  await page.evaluate(() => document.querySelectorAll("img").forEach((img) => (img.loading = "eager")));
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll("img")].filter((img) => img.checkVisibility()).every((img) => img.complete)))
    .toBe(true);
  return page.evaluate(() => [...document.querySelectorAll("img")].filter((img) => img.checkVisibility()).map((img) => ({ src: img.currentSrc, width: img.naturalWidth })));
}

test("another provider's photos load through the portal on the comparison, the share page and the printout", async ({ browser }) => {
  test.setTimeout(180_000);
  const host = await startPhotoServer({}, (res, path) => {
    const colour = COLOURS[[...path].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;
    res.writeHead(200, { "content-type": "image/png" }).end(pngBytes(400, 300, colour));
  });
  const portal = ownServer(E2E_PORT + 60, { CONNECTION_ALLOW_PRIVATE_TARGETS: "true", TRUSTED_PROXIES: "127.0.0.1,::1" });
  try {
    await portal.start();
    const context = await browser.newContext({ baseURL: portal.url });
    const page = await context.newPage();
    const organization = newOrganizationName();
    await signUp(page, newPerson("admin"));
    await createOrganization(page, organization);
    await connectSandbox(page);
    await page.goto("/enquiries/new");
    await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom", checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2" });
    const reference = await sendEnquiry(page);
    const apiKey = portal.apiKeyOf(organization);
    await changeState(context, apiKey, reference, "QUOTED");

    // The quote's photos now name the provider's own host, as another provider's would (in
    // the sandbox's copy of what it sent, and in the portal's copy of what it last read).
    const illustrations = `${portal.url}/properties/`;
    portal.write(`UPDATE PropertySnapshot SET body = replace(body, ?, ?)`, `"url":"${illustrations}`, `"url":"${host.origin}/photos/`);
    portal.write(`UPDATE EnquirySnapshot SET quotes = replace(quotes, ?, ?)`, `"url":"${illustrations}`, `"url":"${host.origin}/photos/`);
    // The service keeps the snapshots it has read in memory (they never change), and the
    // receiver may have read the quote already: a restart reads the rewritten ones.
    await portal.stop();
    await portal.start();
    const quote = await activeQuote(context, apiKey, reference, portal.url);
    expect(quote.items[0]!.property.images![0]!.url).toMatch(new RegExp(`^${host.origin}/photos/`));

    const contacted: string[] = [];
    context.on("request", (request) => {
      if (request.url().startsWith(host.origin)) contacted.push(request.url());
    });
    await page.goto(`/enquiries/${reference}/compare`);
    await expect(page.getByTestId("property-column")).toHaveCount(quote.items.length);
    const compared = await shownPhotos(page);
    expect(compared).toHaveLength(quote.items.length);
    for (const photo of compared) {
      expect(photo.src).toMatch(new RegExp(`^${portal.url}/api/photos/`));
      expect(photo.width).toBe(400);
    }
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/provider-photos-compare-1280.png`, fullPage: true });
    // The gallery shows every photo of a property, through the route too.
    await page.getByTestId("property-column").first().getByRole("button", { name: /^Open \d+ photos of / }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("img")).toHaveJSProperty("complete", true);
    expect(await dialog.locator("img").evaluate((img: HTMLImageElement) => [img.currentSrc.startsWith(`${location.origin}/api/photos/`), img.naturalWidth])).toEqual([true, 400]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/provider-photos-gallery-1280.png` });
    await page.keyboard.press("Escape");
    // The printout shows them as well.
    await page.emulateMedia({ media: "print" });
    expect((await shownPhotos(page)).every((photo) => photo.width === 400)).toBe(true);
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("option-table").getByRole("button").first().click();
    expect((await shownPhotos(page)).every((photo) => photo.src.startsWith(`${portal.url}/api/photos/`) && photo.width === 400)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/provider-photos-compare-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const share = page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
    await share.getByRole("button", { name: "Create a share link" }).click();
    const url = await share.getByTestId("share-link").inputValue();
    for (const width of [1280, 390]) {
      const client = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      client.on("request", (request) => {
        if (request.url().startsWith(host.origin)) contacted.push(request.url());
      });
      const visitor = await client.newPage();
      expect((await visitor.goto(url))?.status()).toBe(200);
      if (width === 390) await visitor.getByTestId("option-table").getByRole("button").first().click();
      const shared = await shownPhotos(visitor);
      expect(shared.length).toBeGreaterThan(0);
      expect(shared.every((photo) => photo.src.startsWith(`${portal.url}/api/photos/`) && photo.width === 400)).toBe(true);
      if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/provider-photos-share-${width}.png`, fullPage: true });
      await client.close();
    }

    // The portal fetched each photo; no browser asked the provider's host for anything.
    expect(contacted).toEqual([]);
    // The portal asked for each photo once (properties may share one), then kept it.
    expect(host.requested.length).toBeGreaterThan(0);
    expect(new Set(host.requested).size).toBe(host.requested.length);
    // The route's answer: the checked type, and nothing that could run.
    const answer = await context.request.get(new URL(compared[0]!.src).pathname);
    expect(answer.headers()["content-type"]).toBe("image/png");
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    await context.close();
  } finally {
    await portal.stop();
    await host.close();
  }
});
