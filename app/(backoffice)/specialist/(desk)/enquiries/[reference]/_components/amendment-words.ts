import type { AmendmentChange } from "@/lib/contract/amendment";
import type { Enquiry } from "@/lib/contract/enquiry";
import { guestsLabel } from "@/components/ui/guests";
import { stayLabel } from "@/components/ui/stay";

/** One change of an amendment as a specialist reads it: what changed, before and after. */
export type ChangeWords = { label: string; from: string; to: string };

function requirementsLabel(requirements: Enquiry["guestRequirements"]): string {
  return requirements.length === 0 ? "None" : requirements.map((r) => r.text).join("; ");
}

function personLabel(person: Enquiry["leadGuest"]): string {
  const name = [person.givenName, person.familyName].filter(Boolean).join(" ");
  return [name, person.email, person.contactNumber].filter(Boolean).join(", ") || "Not given";
}

/** "Dates: 1 Mar – 8 Mar 2027 → 2 Mar – 9 Mar 2027", and the like for guests, requirements and the lead guest. */
export function changeWords(change: AmendmentChange): ChangeWords {
  switch (change.field) {
    case "checkInOut":
      return { label: "Dates", from: stayLabel(change.from.checkIn, change.from.checkOut), to: stayLabel(change.to.checkIn, change.to.checkOut) };
    case "guestNumbers":
      return { label: "Guests", from: guestsLabel(change.from), to: guestsLabel(change.to) };
    case "guestRequirements":
      return { label: "Requirements", from: requirementsLabel(change.from), to: requirementsLabel(change.to) };
    case "leadGuest":
      return { label: "Lead guest", from: personLabel(change.from), to: personLabel(change.to) };
  }
}

/** Who asked for an amendment: the name the request gave, or the side it came from. */
export function amendedBy(authorName: string | null): string {
  return authorName ?? "the agent's side";
}
