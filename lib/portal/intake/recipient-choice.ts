// Which providers an enquiry goes to, as the intake form posts it: the ids ticked
// (`providers`) and the ids the form offered (`providersOffered`, hidden), so that the
// choice can be told apart from a form that offered none (one provider, shown as a line
// of text: it gets the enquiry, as does every provider connected since). What a member
// leaves out is remembered as the ids they skipped, never the ones they kept, so that a
// provider connected later is included until they untick it.
// Imported by client components: no server-only code, and no zod (the page loads it
// only when the form is first touched); the posted fields' schema is in enquiry-form.ts.

/** A provider the intake form offers, ticked unless this member left it out last time. */
export type RecipientOption = {
  id: string;
  name: string;
  environment: "sandbox" | "production";
  /** Reached over the network (not the service built into this app). */
  remote: boolean;
  chosen: boolean;
};

export const NONE_CHOSEN = "Choose at least one provider to send the enquiry to.";

/** What the agent chose: the ids to send to and the ids they could have. */
export type RecipientChoice = { chosen: string[]; offered: string[] };

/** The posted fields as a choice; null when the form offered none (send to every provider). */
export function toRecipientChoice(fields: { providers: string[]; providersOffered: string[] }): RecipientChoice | null {
  if (fields.providersOffered.length === 0) return null;
  return { chosen: fields.providers, offered: fields.providersOffered };
}

/**
 * The member's skips after a send: what the form offered and was left unticked, plus
 * what they skipped before among providers the form did not offer (connected or removed
 * meanwhile), kept to the providers that still exist. Sorted, so that an unchanged
 * choice writes the same value.
 */
export function skipsAfter(previous: readonly string[], choice: RecipientChoice, active: readonly string[]): string[] {
  const offered = new Set(choice.offered);
  const chosen = new Set(choice.chosen);
  const live = new Set(active);
  const skips = [...previous.filter((id) => !offered.has(id)), ...choice.offered.filter((id) => !chosen.has(id))];
  return [...new Set(skips)].filter((id) => live.has(id)).sort();
}

/** Member.sendSkips as stored (JSON array of ids, or null); anything else reads as no skips. */
export function readSkips(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}
