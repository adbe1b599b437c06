import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey } from "@/lib/secrets";
import { getPortalUrl } from "../portal-url";

// A provider's photo is shown through the portal (/api/photos), never loaded by the
// browser from the provider: the portal's Content-Security-Policy allows images from its
// own origin only, and the client reading a share page should not contact providers. The
// route fetches only URLs this server signed (HMAC under a key derived from
// STAYDESK_SECRET), as GitHub's camo does, so it is no open proxy: the signature is the
// whole authorisation, which the anonymous share page needs.

/** Where the route lives; the signature and the photo's URL (base64url) follow. */
export const PHOTO_ROUTE = "/api/photos";

function signature(url: string): string {
  return createHmac("sha256", deriveKey("photo-urls")).update(url).digest("base64url");
}

/**
 * What an `<img>` of the portal loads for a photo at `url`: the URL itself when it is on
 * the portal's own origin (the built-in service's illustrations), the signed route for
 * any other http(s) URL, and null for anything else (no scheme the portal fetches, or
 * credentials in it).
 */
export function photoSrc(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin === new URL(getPortalUrl()).origin) return url;
  if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || parsed.username || parsed.password) return null;
  return `${PHOTO_ROUTE}/${signature(url)}/${Buffer.from(url, "utf8").toString("base64url")}`;
}

/** The photo URL a route path names, when this server signed it; null otherwise. */
export function signedPhotoUrl(givenSignature: string, encodedUrl: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,8192}$/.test(encodedUrl) || !/^[A-Za-z0-9_-]{43}$/.test(givenSignature)) return null;
  const url = Buffer.from(encodedUrl, "base64url").toString("utf8");
  const expected = Buffer.from(signature(url));
  const given = Buffer.from(givenSignature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? url : null;
}
