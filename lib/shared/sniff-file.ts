// Files recognised by their first bytes (their signatures), never by a name or a declared
// type: the raster images the portal stores (an agency's logo) or passes on (a provider's
// photo), and what a message may carry. SVG is never among them, since it can carry script.

export const RASTER_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export type RasterType = (typeof RASTER_TYPES)[number];

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The type the bytes are, or null when they are none of RASTER_TYPES. */
export function sniffRaster(bytes: Uint8Array): RasterType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "image/gif";
  if (isAvif(bytes)) return "image/avif";
  return null;
}

/** Whether the bytes open as a PDF does. */
export const isPdf = (bytes: Uint8Array) => ascii(bytes, 0, "%PDF-");

// An ISO-BMFF file opens with its `ftyp` box: a major brand, a version, then compatible
// brands to the box's end. AVIF names `avif` (a still image) or `avis` (a sequence) among them.
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !ascii(bytes, 4, "ftyp")) return false;
  const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 256);
  for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) {
    if (ascii(bytes, at, "avif") || ascii(bytes, at, "avis")) return true;
  }
  return false;
}
