/** A request or a response: what readLimitedBody reads. */
export type BodyMessage = { headers: Headers; body: ReadableStream<Uint8Array> | null };

/**
 * The message's bytes, or null as soon as there are more than `limit` of them: a declared
 * Content-Length over the limit is refused before reading, and a body without one (or
 * with a false one) stops being read, and its stream is cancelled, at the limit. For a
 * response of fetch the bytes counted are those after decompression, so a small gzip or
 * brotli body that unpacks to gigabytes stops at the limit too.
 */
export async function readLimitedBody(message: BodyMessage, limit: number): Promise<Uint8Array | null> {
  const declared = Number(message.headers.get("content-length"));
  // Left unread: the caller decides whether to drop the connection or answer first.
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
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
