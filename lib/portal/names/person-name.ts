import { z } from "zod";
import { plainName } from "@/lib/shared/plain-name";

// A person's name is shown to the other members of their organisations and named in the
// mail they cause ("Ann Lee invited you…"), beside real addresses: so it is one line of
// plain text (lib/shared/plain-name) of a bounded length, and looks like neither an address
// nor markup. The one rule for the sign-up form and for better-auth's own endpoints
// (person-name-rule.ts), whichever way the name is written.

export const PERSON_NAME_MAX = 100;

export const PersonName = z
  .string("Enter your name.")
  .transform(plainName)
  .pipe(
    z
      .string()
      .min(1, "Enter your name.")
      .refine((name) => Array.from(name).length <= PERSON_NAME_MAX, `At most ${PERSON_NAME_MAX} characters.`)
      .refine((name) => !/[<>@]/.test(name), "A name cannot contain <, > or @."),
  );
