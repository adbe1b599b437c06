import { randomInt } from "node:crypto";
import { v7 as uuidv7 } from "uuid";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/**
 * Row ids: UUIDs of version 7 (RFC 9562), never shown where a reference is expected.
 * Their first 48 bits are the time in milliseconds, so new rows land at the end of each
 * primary-key index instead of on a random page of it: a burst of events and deliveries
 * dirties a handful of pages per commit rather than one per row (with random version-4
 * ids, writing those pages was most of the cost of a commit). The other 74 bits are
 * random; nothing uses an id as a secret (session and key tokens are separate, hashed).
 */
export function newId(): string {
  return uuidv7();
}

/** A code of `length` characters of [A-Z0-9] after `prefix`, e.g. R4E2F3A4. */
export function newReference(prefix: string, length = 7): string {
  let out = prefix;
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}
