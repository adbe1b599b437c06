import { plainName } from "@/lib/shared/plain-name";

// An organisation's name is shown to its members and named in its invitations beside real
// addresses, so it is one line of plain text (lib/shared/plain-name) of a bounded length
// that looks like neither an address nor markup (as a person's name, names/person-name.ts),
// whichever way the organisation is made or renamed.

export const ORGANIZATION_NAME_LENGTH = { min: 2, max: 80 } as const;

export const ORGANIZATION_NAME_RULE = `An organisation's name is ${ORGANIZATION_NAME_LENGTH.min} to ${ORGANIZATION_NAME_LENGTH.max} characters on one line, without <, > or @.`;

/** The name as it is stored, or null when it breaks the rule. */
export function organizationName(value: string): string | null {
  const name = plainName(value);
  const length = Array.from(name).length;
  const fits = length >= ORGANIZATION_NAME_LENGTH.min && length <= ORGANIZATION_NAME_LENGTH.max && !/[<>@]/.test(name);
  return fits ? name : null;
}
