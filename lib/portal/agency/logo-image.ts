// An agency's logo is an uploaded raster image, recognised by its bytes (never by its
// name or the type the browser claims): PNG, JPEG or WebP. SVG is refused, since it can
// carry script; a URL is not accepted either, so the server fetches nothing and the
// client's browser loads nothing from a third party.

export const LOGO_MAX_BYTES = 64 * 1024;
export type LogoType = "image/png" | "image/jpeg" | "image/webp";

export function sniffLogo(bytes: Uint8Array): LogoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "image/webp";
  return null;
}
