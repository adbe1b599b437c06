import { z } from "zod";

// A password someone chooses (a reset, a confirmation from another browser), typed twice.
// better-auth enforces the same lengths (auth.ts); this answers the form in words first.
export const NewPasswordPair = z
  .object({
    password: z.string().min(8, "Too short: use at least 8 characters.").max(128, "Too long: use at most 128 characters."),
    confirm: z.string(),
  })
  .refine((input) => input.password === input.confirm, { path: ["confirm"], message: "The two passwords differ." });
