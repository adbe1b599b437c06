import { z } from "zod";

// Keyset position in the enquiry list: (createdAt, id) of a row, opaque to the browser.

const Position = z.tuple([z.iso.datetime(), z.string().min(1).max(64)]);
export type CursorPosition = { createdAt: Date; id: string };

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString("base64url");
}

/** Null for anything that is not a cursor this code wrote. */
export function decodeCursor(cursor: string | undefined): CursorPosition | null {
  if (!cursor) return null;
  try {
    const parsed = Position.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? { createdAt: new Date(parsed.data[0]), id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}
