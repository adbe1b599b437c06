import { placeLabel } from "../enquiries/place-label";

// What the intake form says when the address typed names several places and none was
// chosen: the browser says it before sending (enquiry-form.tsx), and the server action
// refuses with the same words (check-place-chosen.ts). Imported by client components.

type Candidate = { name: string; locality: string | null; region: string | null; country: string | null };

const CHOOSE = "Choose the one you mean below.";

/** 'Springfield could be Springfield, Illinois, United States of America; Springfield, Missouri, …. Choose the one you mean below.' */
export function ambiguousPlaceMessage(candidates: readonly Candidate[]): string {
  const name = candidates[0]?.name ?? "This address";
  const labels = candidates.map((c) => placeLabel({ ...c, locality: c.locality ?? c.name }));
  return `${name} could be one of several places: ${labels.join("; ")}. ${CHOOSE}`;
}

/** Whether a field's message is this one (it goes once a place is chosen). */
export function isAmbiguousPlaceMessage(message: string | undefined): boolean {
  return message?.endsWith(CHOOSE) ?? false;
}
