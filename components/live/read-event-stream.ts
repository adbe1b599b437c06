// The browser's side of GET /api/events, on fetch rather than EventSource: EventSource
// cannot tell a refusal (401 signed out, 429 too many streams) from a network error, and
// would retry both as fast as either. The reconnecting itself is LiveProvider's.

export type StreamFrame = { event: string; data: string; id: string | null };

/** Splits a text/event-stream body into its events, as EventSource does (comments and `retry` ignored). */
export function createFrameParser(onFrame: (frame: StreamFrame) => void): (chunk: string) => void {
  let buffer = "";
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, "\n");
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line === "" || line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
        else if (field === "id") id = value;
      }
      if (data.length > 0) onFrame({ event, data: data.join("\n"), id });
    }
  };
}

export type StreamOutcome =
  /** The server ended the stream and said why (its lifetime, a revocation, a shutdown). */
  | { kind: "ended"; reason: string }
  /** Not let in: 401 (signed out) or 429 (too many streams; `retryAfterMs` from Retry-After). */
  | { kind: "refused"; status: 401 | 429; retryAfterMs: number | null; detail: string | null }
  /** The network, the server, or a stream cut without a word. */
  | { kind: "failed" };

type Handlers = { signal: AbortSignal; onOpen: () => void; onFrame: (frame: StreamFrame) => void };

async function refusal(res: Response, status: 401 | 429): Promise<StreamOutcome> {
  const seconds = Number(res.headers.get("retry-after"));
  const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
  return { kind: "refused", status, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null, detail: typeof body?.detail === "string" ? body.detail : null };
}

/** Opens the stream at `url` and reads it to its end; resolves with how it ended. */
export async function readEventStream(url: string, { signal, onOpen, onFrame }: Handlers): Promise<StreamOutcome> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "text/event-stream" }, cache: "no-store", signal });
  } catch {
    return { kind: "failed" };
  }
  if (res.status === 401 || res.status === 429) return refusal(res, res.status);
  if (!res.ok || !res.body) return { kind: "failed" };
  onOpen();
  let ended: string | null = null;
  const parse = createFrameParser((frame) => {
    if (frame.event !== "end") return onFrame(frame);
    try {
      ended = String((JSON.parse(frame.data) as { reason?: unknown }).reason ?? "ended");
    } catch {
      ended = "ended";
    }
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (ended === null) {
      const { done, value } = await reader.read();
      if (done) break;
      parse(value);
    }
  } catch {
    return { kind: "failed" };
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return ended === null ? { kind: "failed" } : { kind: "ended", reason: ended };
}
