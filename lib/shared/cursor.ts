// The one cursor format of every keyset-paged list (the API's quotes and deliveries, the
// back office's queue, the portal's enquiries and audit trail): base64url of a small JSON
// array of the last row's sort values. Opaque to whoever holds it; the API's cursors are
// public wire format, so this encoding never changes.

export type CursorValue = string | null;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The values a cursor holds, or null when it is not one (wrong base64url, not a JSON array). */
export function decodeCursor(cursor: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A position on (createdAt, id): the order of the delivery log, the queue and the audit trail. */
export type TimePosition = { createdAt: Date; id: string };

export function encodeTimeCursor(position: TimePosition): string {
  return encodeCursor([position.createdAt.toISOString(), position.id]);
}

/** The position a time cursor names, or null when it is not one of ours. */
export function decodeTimeCursor(cursor: string | undefined): TimePosition | null {
  const values = cursor ? decodeCursor(cursor) : null;
  if (!values) return null;
  const [createdAt, id] = values;
  if (typeof id !== "string") return null;
  const date = new Date(String(createdAt));
  return Number.isNaN(date.getTime()) ? null : { createdAt: date, id };
}
