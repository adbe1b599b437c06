import "server-only";
import { LRUCache } from "lru-cache";
import type { RasterType } from "@/lib/shared/sniff-file";
import { fetchPhoto, PhotoRefusedError } from "./fetch-photo";
import { signedPhotoUrl } from "./photo-url";

// A small cache in front of fetchPhoto, bounded by bytes: a comparison shows the same
// photos to every agent and client of an enquiry. A refusal is kept a minute, so that a
// page reloaded in a loop does not ask the provider again each time, and requests for a
// photo already being fetched wait for that one fetch.

export type PhotoAnswer =
  | { status: "found"; type: RasterType; bytes: Uint8Array }
  /** Not a URL this server signed: nothing was fetched. */
  | { status: "not-found" }
  /** The provider's answer is not passed on (why is in the log). */
  | { status: "refused" }
  /** Too many photos are being fetched at once. */
  | { status: "busy" };

type Entry = Extract<PhotoAnswer, { status: "found" | "refused" }>;

const MAX_BYTES = 64 * 1024 * 1024;
const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
const REFUSED_TTL_MS = 60 * 1000;
const MAX_IN_FLIGHT = 32;

// Route handlers are bundled apart from pages: one cache for the process.
const globalForPhotos = globalThis as unknown as { staydeskPhotos?: { cache: LRUCache<string, Entry>; inFlight: Map<string, Promise<Entry>> } };

function store() {
  globalForPhotos.staydeskPhotos ??= {
    cache: new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (entry) => (entry.status === "found" ? Math.max(1, entry.bytes.byteLength) : 1), ttl: FOUND_TTL_MS }),
    inFlight: new Map(),
  };
  return globalForPhotos.staydeskPhotos;
}

/** The photo a route path names: from the cache, or fetched once for everyone asking. */
export async function getPhoto(signature: string, encodedUrl: string): Promise<PhotoAnswer> {
  const url = signedPhotoUrl(signature, encodedUrl);
  if (!url) return { status: "not-found" };
  const { cache, inFlight } = store();
  const cached = cache.get(url);
  if (cached) return cached;
  let pending = inFlight.get(url);
  if (!pending) {
    if (inFlight.size >= MAX_IN_FLIGHT) return { status: "busy" };
    pending = load(url).finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

async function load(url: string): Promise<Entry> {
  const { cache } = store();
  try {
    const photo = await fetchPhoto(url);
    const entry: Entry = { status: "found", ...photo };
    cache.set(url, entry);
    return entry;
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    console.warn(`[photos] a provider's photo was refused: ${error.detail}`);
    const entry: Entry = { status: "refused" };
    cache.set(url, entry, { ttl: REFUSED_TTL_MS });
    return entry;
  }
}

/** Tests start each case with nothing cached. */
export function clearPhotoCache(): void {
  globalForPhotos.staydeskPhotos?.cache.clear();
}
