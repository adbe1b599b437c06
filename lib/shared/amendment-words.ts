import type { AmendmentChange, EnquiryAmendment } from "@/lib/contract/amendment";
import { formatGuests, formatStay } from "./format";

// What an amendment of an enquiry changed, in words, the same wherever it is shown: the
// portal's enquiry page and timeline (a sentence), the back office's enquiry page (a row
// per change, before and after in full). Dates and guests read as they do on the
// enquiry's own cards, so that the change can be matched with them.

/** A requirement quoted in a sentence: one line, cut short. */
const QUOTED_MAX = 60;

function quoted(text: string): string {
  const line = text.trim().replace(/\s+/g, " ");
  return `“${line.length > QUOTED_MAX ? `${line.slice(0, QUOTED_MAX - 1).trimEnd()}…` : line}”`;
}

type Person = { givenName: string | null; familyName: string | null; email: string | null; contactNumber: string | null };

const nameOf = (person: Person) => [person.givenName, person.familyName].filter(Boolean).join(" ") || "no name";

function leadGuestInWords(from: Person, to: Person): string {
  const parts: string[] = [];
  if (nameOf(from) !== nameOf(to)) parts.push(`lead guest ${nameOf(from)} → ${nameOf(to)}`);
  if (from.email !== to.email) parts.push(`lead guest's e-mail ${from.email ?? "none"} → ${to.email ?? "none"}`);
  if (from.contactNumber !== to.contactNumber) parts.push(`lead guest's phone ${from.contactNumber ?? "none"} → ${to.contactNumber ?? "none"}`);
  return parts.join("; ") || "lead guest's details";
}

function requirementsInWords(from: { text: string }[], to: { text: string }[]): string {
  const before = new Set(from.map((r) => r.text));
  const after = new Set(to.map((r) => r.text));
  const added = to.filter((r) => !before.has(r.text)).map((r) => quoted(r.text));
  const removed = from.filter((r) => !after.has(r.text)).map((r) => quoted(r.text));
  const parts = [
    added.length > 0 ? `${added.length === 1 ? "requirement" : "requirements"} added: ${added.join(", ")}` : null,
    removed.length > 0 ? `${removed.length === 1 ? "requirement" : "requirements"} removed: ${removed.join(", ")}` : null,
  ].filter((part): part is string => part !== null);
  return parts.join("; ") || "requirements reordered";
}

/** One change: "1 Mar – 8 Mar 2027 → 3 Mar – 10 Mar 2027", "2 adults → 3 adults", "requirement added: “Cot”". */
export function changeInWords(change: AmendmentChange): string {
  switch (change.field) {
    case "checkInOut":
      return `${formatStay(change.from.checkIn, change.from.checkOut)} → ${formatStay(change.to.checkIn, change.to.checkOut)}`;
    case "guestNumbers":
      return `${formatGuests(change.from)} → ${formatGuests(change.to)}`;
    case "guestRequirements":
      return requirementsInWords(change.from, change.to);
    case "leadGuest":
      return leadGuestInWords(change.from, change.to);
  }
}

/** Every change of an amendment, in the contract's order, as one sentence. */
export function changesInWords(changes: readonly AmendmentChange[]): string {
  return changes.map(changeInWords).join("; ");
}

/** "Details changed · version 2" */
export function amendmentTitle(version: number): string {
  return `Details changed · version ${version}`;
}

/** "Details changed · version 2 by Ana Silva: 1 Mar – 8 Mar 2027 → 3 Mar – 10 Mar 2027; 2 adults → 3 adults" (the timeline's line, its time beside it). */
export function amendmentInWords(amendment: Pick<EnquiryAmendment, "version" | "authorName" | "changes">): string {
  const by = amendment.authorName ? ` by ${amendment.authorName}` : "";
  return `${amendmentTitle(amendment.version)}${by}: ${changesInWords(amendment.changes)}`;
}

/** One change as a row: what changed, before and after in full. */
export type ChangeRow = { label: string; from: string; to: string };

const CHANGE_LABELS: Record<AmendmentChange["field"], string> = {
  checkInOut: "Dates",
  guestNumbers: "Guests",
  guestRequirements: "Requirements",
  leadGuest: "Lead guest",
};

function requirementsInFull(requirements: readonly { text: string }[]): string {
  return requirements.length === 0 ? "None" : requirements.map((r) => r.text).join("; ");
}

function personInFull(person: Person): string {
  const name = [person.givenName, person.familyName].filter(Boolean).join(" ");
  return [name, person.email, person.contactNumber].filter(Boolean).join(", ") || "Not given";
}

/** "Dates: 1 Mar – 8 Mar 2027 → 2 Mar – 9 Mar 2027", and the like for guests, requirements and the lead guest. */
export function changeRow(change: AmendmentChange): ChangeRow {
  const label = CHANGE_LABELS[change.field];
  switch (change.field) {
    case "checkInOut":
      return { label, from: formatStay(change.from.checkIn, change.from.checkOut), to: formatStay(change.to.checkIn, change.to.checkOut) };
    case "guestNumbers":
      return { label, from: formatGuests(change.from), to: formatGuests(change.to) };
    case "guestRequirements":
      return { label, from: requirementsInFull(change.from), to: requirementsInFull(change.to) };
    case "leadGuest":
      return { label, from: personInFull(change.from), to: personInFull(change.to) };
  }
}

/** Who asked for an amendment: the name the request gave, or the side it came from. */
export function amendedBy(authorName: string | null): string {
  return authorName ?? "the agent's side";
}
