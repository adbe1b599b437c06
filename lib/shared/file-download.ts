// How every download of a stored file answers (a message's attachment, through the API, the
// back office or the portal): offered as a file under its own name and never rendered in
// place, its type never sniffed, sandboxed should a browser open it anyway, kept by no cache.

/**
 * `Content-Disposition: attachment` with the name in both forms (RFC 6266): a plain ASCII one
 * for old clients, and RFC 8187's UTF-8 one, so that no character of a name can end the
 * header or add a parameter.
 */
export function contentDisposition(filename: string): string {
  const plain = filename.replace(/[^\x20-\x7E]|["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a file's download. */
export function fileDownloadHeaders(file: { filename: string; contentType: string; size: number }): Record<string, string> {
  return {
    "content-type": file.contentType,
    "content-length": String(file.size),
    "content-disposition": contentDisposition(file.filename),
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cross-origin-resource-policy": "same-origin",
    "cache-control": "private, no-store",
  };
}
