import { sniffRaster } from "@/lib/shared/sniff-file";

// An agency's logo is an uploaded raster image, recognised by its bytes (never by its
// name or the type the browser claims): PNG, JPEG or WebP. SVG is refused, since it can
// carry script; a URL is not accepted either, so the server fetches nothing and the
// client's browser loads nothing from a third party.

export const LOGO_MAX_BYTES = 64 * 1024;
export type LogoType = "image/png" | "image/jpeg" | "image/webp";

export function sniffLogo(bytes: Uint8Array): LogoType | null {
  const type = sniffRaster(bytes);
  return type === "image/png" || type === "image/jpeg" || type === "image/webp" ? type : null;
}
