import { z } from "zod";

// An e-mail address as a person types it into a form: the one rule and the one wording of
// every form that asks for one (signing in and up, a forgotten password, a new address,
// an invitation, the agency's contact). Trimmed; at most 254 characters, as mail allows.
// The message names what was typed, so that a refusal cannot read as if the field were
// empty. The API's guest and booker addresses are the wire format's own rule
// (lib/contract/enquiry.ts, EmailAddress), not this one.

export const EMAIL_REQUIRED = "Enter an e-mail address.";

/** What a form says of a value that is not an e-mail address. */
export function notAnEmailAddress(typed: unknown): string {
  return `“${String(typed)}” is not an e-mail address.`;
}

const notAnAddress = { error: (issue: { input?: unknown }) => notAnEmailAddress(issue.input) };

/** An e-mail address typed into a form, trimmed, as typed. */
export const EmailField = z
  .string(EMAIL_REQUIRED)
  .trim()
  .pipe(z.string().min(1, EMAIL_REQUIRED))
  .pipe(z.email(notAnAddress).max(254, notAnAddress));

/** The same, in lower case: an account's address (people, specialists), as accounts are found by it. */
export const AccountEmailField = EmailField.transform((email) => email.toLowerCase());
