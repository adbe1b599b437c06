import "server-only";
import { getEnv } from "@/lib/env";
import { pinnedFetch, resolveTarget, TargetRefusedError } from "@/lib/net";
import { readLimitedBody } from "@/lib/net/read-limited-body";
import { RASTER_TYPES, sniffRaster, type RasterType } from "@/lib/shared/sniff-file";

// The one request the portal makes for a provider's photo. A provider chooses the URL,
// so it follows the rules of every request to an address users choose (lib/net): each
// host, the first and every redirect's, must resolve to public addresses only (unless
// CONNECTION_ALLOW_PRIVATE_TARGETS, as for a connection's base URL), and is reached at
// exactly the address checked. The answer is bounded in time and bytes, and passed on
// only when both its declared type and its first bytes say it is a raster image.

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TIMEOUT_MS = 10_000;
export const PHOTO_MAX_REDIRECTS = 3;

export type FetchedPhoto = { type: RasterType; bytes: Uint8Array };

/** Why a photo is not passed on; `detail` (for the log) may name the host, never the answer's body. */
export class PhotoRefusedError extends Error {
  constructor(readonly detail: string) {
    super("The provider's photo could not be shown.");
    this.name = "PhotoRefusedError";
  }
}

const ACCEPT = RASTER_TYPES.join(",");
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchPhoto(url: string): Promise<FetchedPhoto> {
  const allowPrivate = getEnv().CONNECTION_ALLOW_PRIVATE_TARGETS;
  const aborter = new AbortController();
  const signal = AbortSignal.any([aborter.signal, AbortSignal.timeout(PHOTO_TIMEOUT_MS)]);
  let target = checkedUrl(url);
  try {
    for (let redirects = 0; ; redirects++) {
      const pinned = await resolveTarget(target.hostname, { allowPrivate, signal });
      const answer = await pinnedFetch(pinned)(target, { redirect: "manual", signal, headers: { accept: ACCEPT } });
      if (REDIRECTS.has(answer.status)) {
        if (redirects >= PHOTO_MAX_REDIRECTS) throw new PhotoRefusedError(`${target.host} redirected more than ${PHOTO_MAX_REDIRECTS} times`);
        const location = answer.headers.get("location");
        if (!location) throw new PhotoRefusedError(`${target.host} redirected without a Location`);
        target = checkedUrl(location, target);
        await answer.body?.cancel().catch(() => undefined);
        continue;
      }
      if (answer.status !== 200) throw new PhotoRefusedError(`${target.host} answered ${answer.status}`);
      const declared = (answer.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!(RASTER_TYPES as readonly string[]).includes(declared)) throw new PhotoRefusedError(`${target.host} answered with the type "${declared.slice(0, 100)}"`);
      const bytes = await readLimitedBody(answer, PHOTO_MAX_BYTES);
      if (!bytes) throw new PhotoRefusedError(`${target.host} answered more than ${PHOTO_MAX_BYTES} bytes`);
      const type = sniffRaster(bytes);
      if (!type) throw new PhotoRefusedError(`${target.host} answered ${declared}, but its bytes are no image the portal passes on`);
      return { type, bytes };
    }
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw error;
    if (error instanceof TargetRefusedError) throw new PhotoRefusedError(error.detail);
    const reason = signal.aborted && !aborter.signal.aborted ? `took more than ${PHOTO_TIMEOUT_MS} ms` : "could not be reached";
    throw new PhotoRefusedError(`${target.host} ${reason}`);
  } finally {
    // Drops the connection of an answer left unread (refused, or too large).
    aborter.abort();
  }
}

/** An http(s) URL without credentials, resolved against the URL that redirected to it. */
function checkedUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new PhotoRefusedError(`not a URL: ${value.slice(0, 200)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new PhotoRefusedError(`the scheme ${url.protocol} is not fetched`);
  if (url.username || url.password) throw new PhotoRefusedError(`${url.host}: a URL with credentials is not fetched`);
  return url;
}
