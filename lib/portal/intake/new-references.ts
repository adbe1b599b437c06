import "server-only";
import { randomBytes } from "node:crypto";

// Crockford's base 32: no I, L, O or U to misread.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function code(length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % 32]).join("");
}

/**
 * The references a new intake form starts with: the agency's reference, readable
 * ("ACME-261122-7F3C"), and the externalId, which also makes a repeated submit of the
 * same form recognisable (see create-enquiry.ts). Both can be overwritten in the form.
 */
export function newReferences(organizationName: string, now = new Date()): { clientReference: string; externalId: string } {
  const prefix =
    organizationName
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 4)
      .toUpperCase() || "SD";
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  return { clientReference: `${prefix}-${date}-${code(4)}`, externalId: `sd-${code(16).toLowerCase()}` };
}
