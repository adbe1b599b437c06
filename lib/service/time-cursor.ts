// Keyset cursors on (createdAt, id), the order of the delivery log and of the back office's
// queue: opaque to clients, base64url of [createdAt as ISO-8601, id] of the last row shown.

export type TimePosition = { createdAt: Date; id: string };

export function encodeTimeCursor(position: TimePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString("base64url");
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeTimeCursor(cursor: string): TimePosition | null {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    const date = new Date(String(createdAt));
    return typeof id === "string" && !Number.isNaN(date.getTime()) ? { createdAt: date, id } : null;
  } catch {
    return null;
  }
}
