import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, TypedResponse } from "hono";
import { accepts } from "hono/accepts";
import { LRUCache } from "lru-cache";

// Large JSON answers (a page of quotes) are sent compressed to clients that ask for it,
// as fetch, browsers and most HTTP libraries do: they shrink many times over, brotli far
// more than gzip (the quotes of a page repeat one another, beyond gzip's 32 kB window).
// Compressing costs more CPU than writing the page, so each compressed form is kept by the answer's version and made once;
// pollers then get the same bytes again for the cost of a lookup, or a 304 when they send
// the version back in If-None-Match.

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 8 * 1024;

type Encoding = "br" | "gzip";
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressed = new LRUCache<string, Buffer, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
  // Concurrent requests for a form not yet made share one compression (fetch dedupes).
  // On the thread pool, so the event loop goes on answering meanwhile.
  fetchMethod: (key, _stale, { context: body }) =>
    key.startsWith("br:")
      ? brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzip(body, { level: 6 }),
});

// The client's most wanted coding among brotli, gzip and none (RFC 9110 §12.5.3): highest
// q first; at equal q, brotli before gzip before none, the smallest first. `*` stands for
// any coding not named; `q=0` refuses one.
function chooseEncoding(c: Context): Encoding | "identity" {
  return accepts(c, {
    header: "Accept-Encoding",
    supports: ["br", "gzip", "identity"],
    default: "identity",
    match: (offers) => {
      const q = (coding: string) => offers.find((o) => o.type.toLowerCase() === coding)?.q ?? offers.find((o) => o.type === "*")?.q;
      const ranked = (["br", "gzip", "identity"] as const)
        .map((coding, preference) => ({ coding, preference, q: q(coding) ?? (coding === "identity" ? 0.001 : 0) }))
        .filter((o) => o.q > 0)
        .sort((a, b) => b.q - a.q || a.preference - b.preference);
      return ranked[0]?.coding ?? "identity";
    },
  }) as Encoding | "identity";
}

// The route's declared answer; 304 and compressed bodies are the same JSON to its schema.
const typed = <T>(response: Response) => response as unknown as TypedResponse<T, 200, "json">;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): W/"x" and "x" match.
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/**
 * A 200 answer of JSON that the domain has already written (`answer.body` must be a `T` as
 * JSON), identified by `answer.version`: with an ETag, 304 when the client already has
 * that version, compressed when asked for and large enough. The ETag is weak: the bytes
 * differ with the coding, the JSON does not.
 */
export async function versionedJson<T>(c: Context, answer: { body: Buffer<ArrayBuffer>; version: string }): Promise<TypedResponse<T, 200, "json">> {
  const etag = `W/"${answer.version}"`;
  const headers: Record<string, string> = { etag, vary: "Accept-Encoding" };
  if (matches(c.req.header("if-none-match"), etag)) return typed<T>(c.body(null, 304, headers));
  headers["content-type"] = "application/json";
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(c) : "identity";
  if (encoding === "identity") return typed<T>(c.body(answer.body, 200, headers));
  const body = (await compressed.fetch(`${encoding}:${answer.version}`, { context: answer.body }))!;
  headers["content-encoding"] = encoding;
  return typed<T>(c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>, 200, headers));
}
