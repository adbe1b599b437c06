/** The receiver's limit on a delivery's body. */
export const MAX_EVENT_BYTES = 256 * 1024;

/**
 * The request's exact bytes (the signature covers them, so they are never re-encoded), or
 * null as soon as there are more than `limit` of them: a declared Content-Length over the
 * limit is refused before reading, and a body without one stops being read at the limit.
 */
export async function readLimitedBody(request: Request, limit = MAX_EVENT_BYTES): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
