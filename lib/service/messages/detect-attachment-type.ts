import type { AttachmentType } from "@/lib/contract/message";
import { isPdf, sniffRaster } from "@/lib/shared/sniff-file";

// The kinds of file a message may carry, told by their first bytes, never by the name or
// the type the uploader declares: a name says nothing about what a browser or a PDF reader
// will make of the bytes.

/** The file's type by its signature, or null when it is none of the accepted kinds. */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (isPdf(bytes)) return "application/pdf";
  const raster = sniffRaster(bytes);
  return raster === "image/png" || raster === "image/jpeg" || raster === "image/webp" ? raster : null;
}
