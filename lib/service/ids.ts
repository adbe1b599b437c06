import { randomInt, randomUUID } from "node:crypto";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Internal row ids: random UUIDs, never shown where a reference is expected. */
export function newId(): string {
  return randomUUID();
}

/** A code of `length` characters of [A-Z0-9] after `prefix`, e.g. R4E2F3A4. */
export function newReference(prefix: string, length = 7): string {
  let out = prefix;
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}
