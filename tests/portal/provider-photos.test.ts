import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PinnedAddress, ResolveOptions } from "@/lib/net";

// A provider's photos reach the browser through the portal's photo route: the pages carry
// a URL the server signed, never the provider's; the route fetches only signed URLs, under
// the address rules of every outgoing request, and passes on a raster image and nothing
// else. The provider's photo host is a real HTTP server on 127.0.0.1. A name of its own
// (PUBLIC_HOST) stands for a provider on the public internet: the address rules pass it
// and connect to that server, while every other name and address is judged as it is.

const { PUBLIC_HOST } = vi.hoisted(() => ({ PUBLIC_HOST: "photos.provider.test" }));
vi.mock("@/lib/net", async (importOriginal) => {
  const net = await importOriginal<typeof import("@/lib/net")>();
  return {
    ...net,
    resolveTarget: (host: string, options: ResolveOptions): Promise<PinnedAddress> =>
      host === PUBLIC_HOST ? Promise.resolve({ address: "127.0.0.1", family: 4 }) : net.resolveTarget(host, options),
  };
});

process.env.STAYDESK_SECRET = "provider-photos-test-secret-0123456789-abcdef";

const { resetEnvCache } = await import("@/lib/env");
const { photoSrc } = await import("@/lib/portal/photos/photo-url");
const { clearPhotoCache } = await import("@/lib/portal/photos/get-photo");
const { PHOTO_MAX_BYTES } = await import("@/lib/portal/photos/fetch-photo");
const { GET } = await import("@/app/api/photos/[signature]/[url]/route");
const { sniffRaster } = await import("@/lib/shared/sniff-file");
const { pngBytes, startPhotoServer } = await import("../helpers/photo-server");

type PhotoServer = Awaited<ReturnType<typeof startPhotoServer>>;

const PNG = pngBytes(4, 3);
const GIF = Buffer.from("474946383961010001000000002c00000000010001000002", "hex");
let host: PhotoServer;
/** Bytes each streamed answer managed to send before the portal hung up. */
let streamed = 0;

beforeAll(async () => {
  host = await startPhotoServer({
    "/photo.png": (res) => res.writeHead(200, { "content-type": "image/png" }).end(PNG),
    "/photo.gif": (res) => res.writeHead(200, { "content-type": "image/gif; charset=binary" }).end(GIF),
    "/vector.svg": (res) => res.writeHead(200, { "content-type": "image/svg+xml" }).end(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
    "/page.html": (res) => res.writeHead(200, { "content-type": "text/html" }).end("<html><script>alert('provider')</script></html>"),
    "/page-as-png": (res) => res.writeHead(200, { "content-type": "image/png" }).end("<html><script>alert('provider')</script></html>"),
    "/missing": (res) => res.writeHead(404, { "content-type": "text/plain" }).end("provider's own error page"),
    "/declared-huge": (res) => res.writeHead(200, { "content-type": "image/png", "content-length": String(PHOTO_MAX_BYTES + 1) }).end(),
    "/endless": (res) => {
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.concat([PNG, Buffer.alloc(64 * 1024 - PNG.length)]);
      const more = () => {
        while (!res.destroyed && streamed < 64 * 1024 * 1024) {
          streamed += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        if (!res.destroyed) res.end();
      };
      more();
    },
    "/hop": (res) => res.writeHead(302, { location: "/photo.png" }).end(),
    "/loop": (res) => res.writeHead(302, { location: "/loop" }).end(),
    "/to-loopback": (res) => res.writeHead(302, { location: `http://127.0.0.1:${host.port}/photo.png` }).end(),
    "/to-localhost": (res) => res.writeHead(301, { location: `http://localhost:${host.port}/photo.png` }).end(),
    "/to-metadata": (res) => res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
  });
});
afterAll(async () => {
  await host.close();
  delete process.env.CONNECTION_ALLOW_PRIVATE_TARGETS;
  resetEnvCache();
});
beforeEach(() => {
  clearPhotoCache();
  host.requested.length = 0;
  streamed = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.CONNECTION_ALLOW_PRIVATE_TARGETS;
  resetEnvCache();
});

const publicUrl = (path: string) => `http://${PUBLIC_HOST}:${host.port}${path}`;

/** What the browser gets for the photo at `url`, through the route its page names. */
async function throughRoute(src: string): Promise<Response> {
  const [signature, url] = src.replace(/^\/api\/photos\//, "").split("/") as [string, string];
  return GET(new Request(`http://localhost:3000${src}`), { params: Promise.resolve({ signature, url }) });
}
const viaRoute = (url: string) => throughRoute(photoSrc(url)!);

describe("a photo's address on the pages", () => {
  it("is the built-in service's own on the portal's origin, and the signed route for any other provider", () => {
    expect(photoSrc("http://localhost:3000/properties/exterior-1.svg")).toBe("http://localhost:3000/properties/exterior-1.svg");
    const src = photoSrc("https://photos.example.com/a.jpg?size=large")!;
    expect(src).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{43}\/[A-Za-z0-9_-]+$/);
    expect(src).not.toContain("photos.example.com");
    // A URL the portal would not fetch is not shown at all.
    expect(photoSrc("javascript:alert(1)")).toBeNull();
    expect(photoSrc("https://user:secret@photos.example.com/a.jpg")).toBeNull();
    expect(photoSrc("not a url")).toBeNull();
  });
});

describe("an image's type, by its first bytes", () => {
  it("is one of the raster types, never SVG or HTML", () => {
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from("ftypmif1\0\0\0\0mif1avifmiaf", "latin1")]);
    const webp = Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1");
    expect([PNG, GIF, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), webp, avif].map(sniffRaster)).toEqual(["image/png", "image/gif", "image/jpeg", "image/webp", "image/avif"]);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")]);
    for (const other of [`<svg xmlns="http://www.w3.org/2000/svg"/>`, "<!doctype html><p>", "", "GIF8"]) expect(sniffRaster(Buffer.from(other))).toBeNull();
    expect(sniffRaster(heic)).toBeNull();
  });
});

describe("the photo route", () => {
  it("serves a remote provider's photo on 127.0.0.1 with its checked type, when private targets are allowed", async () => {
    process.env.CONNECTION_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvCache();
    const res = await viaRoute(`${host.origin}/photo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d{6,}/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    // Kept: asked again, the provider is not.
    const again = await viaRoute(`${host.origin}/photo.png`);
    expect(Buffer.from(await again.arrayBuffer()).equals(PNG)).toBe(true);
    expect(host.requested).toEqual(["/photo.png"]);
  });

  it("refuses the same photo on 127.0.0.1 when private targets are not allowed, without asking it", async () => {
    const res = await viaRoute(`${host.origin}/photo.png`);
    expect(res.status).toBe(502);
    expect(host.requested).toEqual([]);
  });

  it("answers the type its bytes are, for a public provider", async () => {
    const res = await viaRoute(publicUrl("/photo.gif"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
  });

  it("fetches nothing for a URL this server did not sign", async () => {
    const good = photoSrc(publicUrl("/photo.png"))!;
    const [, , , signature, encoded] = good.split("/") as [string, string, string, string, string];
    const otherUrl = Buffer.from(publicUrl("/page.html")).toString("base64url");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const src of [`/api/photos/${signature}/${otherUrl}`, `/api/photos/${flipped}/${encoded}`, `/api/photos/short/${encoded}`]) {
      const res = await throughRoute(src);
      expect(res.status).toBe(404);
    }
    expect(host.requested).toEqual([]);
  });

  it.each([
    ["an SVG", "/vector.svg"],
    ["an HTML page", "/page.html"],
    ["HTML labelled as a PNG", "/page-as-png"],
    ["an error page", "/missing"],
  ])("refuses %s, without the provider's body", async (_what, path) => {
    const res = await viaRoute(publicUrl(path));
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toBe("The provider's photo could not be shown.");
    expect(host.requested).toEqual([path]);
  });

  it("refuses an answer over the limit: a declared one unread, a streamed one cut at the limit", async () => {
    expect((await viaRoute(publicUrl("/declared-huge"))).status).toBe(502);
    const res = await viaRoute(publicUrl("/endless"));
    expect(res.status).toBe(502);
    await vi.waitFor(() => expect(streamed).toBeGreaterThan(PHOTO_MAX_BYTES));
    // The portal hung up: the provider could not send the rest (socket buffers aside).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streamed).toBeLessThan(PHOTO_MAX_BYTES * 3);
  });

  it("follows a redirect to a public address, checked again", async () => {
    const res = await viaRoute(publicUrl("/hop"));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(host.requested).toEqual(["/hop", "/photo.png"]);
  });

  it.each(["/to-loopback", "/to-localhost", "/to-metadata"])("refuses a redirect to a private address (%s), without following it", async (path) => {
    const res = await viaRoute(publicUrl(path));
    expect(res.status).toBe(502);
    expect(host.requested).toEqual([path]);
  });

  it("follows at most three redirects", async () => {
    const res = await viaRoute(publicUrl("/loop"));
    expect(res.status).toBe(502);
    expect(host.requested).toEqual(["/loop", "/loop", "/loop", "/loop"]);
  });
});

describe("the comparison and the share page", () => {
  it("name a remote provider's photos by the portal's route, and the built-in service's as they are", async () => {
    const { call, enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
    const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");
    const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
    const { getServiceClient } = await import("@/lib/portal/connections/get-service-client");
    const { getQuoteComparison } = await import("@/lib/portal/enquiries/get-quote-comparison");
    const { comparedSources } = await import("@/lib/portal/enquiries/compared-sources");
    const { partyOf } = await import("@/lib/portal/quotes/party-of");
    const { createShareLink } = await import("@/lib/portal/share-links/create-share-link");
    const { openShareLink } = await import("@/lib/portal/share-links/open-share-link");
    const { QuoteComparison } = await import("@/components/quotes/quote-comparison");

    const app = await serviceApp();
    // The second provider is reached at its own address, and its photos are on its own host.
    const remoteKey = (await newAccount()).key;
    routeFetchTo(app, async (url, init) => {
      const key = new Headers(init?.headers).get("x-api-key");
      if (key !== remoteKey || !url.pathname.includes("/quotes")) return undefined;
      const answer = await app.request(`${url.pathname}${url.search}`, init);
      if (answer.status !== 200) return answer;
      const text = (await answer.text()).replace(/http:\/\/localhost:3000\/properties\/([\w-]+\.svg)/g, `https://${PUBLIC_HOST}/p/$1`);
      const headers = new Headers(answer.headers);
      headers.delete("content-length");
      return new Response(text, { status: answer.status, headers });
    });

    const organizationId = await newOrganization();
    const externalId = `ext-${Math.random().toString(36).slice(2, 10)}`;
    const refs: string[] = [];
    for (const [name, key] of [["Alpha Stays", (await newAccount()).key], ["Remote Flats", remoteKey]] as const) {
      const connectionId = await connectBuiltIn(organizationId, key, { id: `conn-${name.split(" ")[0]}-${organizationId}`, name });
      const created = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody({ externalId }) });
      const ref = created.json.data.serviceReference as string;
      await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key, body: { enquiryState: "QUOTED" } });
      const enquiry = await (await getServiceClient(organizationId, connectionId)).getEnquiry(ref);
      await indexEnquiry(organizationId, { connectionId, enquiry, readAt: new Date(), creator: { id: `user-${organizationId}`, name: "Agent Smith" } });
      refs.push(ref);
    }
    const context = {
      user: { id: `user-${organizationId}`, name: "Agent Smith", email: "agent@example.com" },
      member: { id: `member-${organizationId}`, role: "agent" as const },
      organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
    };

    const view = await getQuoteComparison(context, refs[0]!);
    if (view.status !== "found") throw new Error(`comparison ${view.status}`);
    const sources = comparedSources(view.providers);
    const remoteImages = sources[1]!.quote.items.flatMap((item) => item.property.images ?? []).map((image) => image.url);
    expect(remoteImages.length).toBeGreaterThan(0);
    expect(remoteImages.every((url) => url.startsWith(`https://${PUBLIC_HOST}/p/`))).toBe(true);
    const comparison = renderToStaticMarkup(createElement(QuoteComparison, { sources, party: partyOf(view.enquiry) }));

    const { url } = await createShareLink(context, refs[0]!);
    const shared = await openShareLink(url.split("/share/")[1]!);
    if (shared.status !== "found") throw new Error(`share link ${shared.status}`);
    const sharePage = renderToStaticMarkup(createElement(QuoteComparison, { sources: shared.quotes, party: partyOf(shared.enquiry) }));

    for (const html of [comparison, sharePage]) {
      const srcs = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
      expect(html.includes(PUBLIC_HOST)).toBe(false);
      // The lead provider's default photos as the built-in service gives them, the remote one's through the route.
      const proxied = srcs.filter((src) => src.startsWith("/api/photos/"));
      expect(proxied.length).toBe(sources[1]!.quote.items.length);
      expect(srcs.filter((src) => src.startsWith("http://localhost:3000/properties/")).length).toBe(sources[0]!.quote.items.length);
      // Each one the route would serve: it names the remote provider's default photo.
      for (const src of proxied) {
        const [, , , , encoded] = src.split("/");
        expect(Buffer.from(encoded!, "base64url").toString()).toMatch(new RegExp(`^https://${PUBLIC_HOST.replaceAll(".", "\\.")}/p/`));
      }
    }
  });
});
