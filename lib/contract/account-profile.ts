import { z } from "zod";

// A Staydesk extension, not part of the specification: the name the provider's staff see
// for an account. A client names its account when it is provisioned and again whenever
// that name changes; without it, the provider knows the account only by its internal name.

export const DISPLAY_NAME_MAX = 120;

export const DisplayName = z
  .string()
  .trim()
  .min(1, "Give the name the provider's staff should see.")
  .max(DISPLAY_NAME_MAX, `Must be at most ${DISPLAY_NAME_MAX} characters.`)
  .refine((v) => !/[\u0000-\u001F\u007F]/.test(v), "Must be plain text on one line.")
  .meta({ example: "Demo Travel", description: `What the provider's staff call the account (plain text, at most ${DISPLAY_NAME_MAX} characters).` });

export const AccountProfileRequest = z.object({ displayName: DisplayName }).meta({ id: "AccountProfileRequest", description: "Unknown fields are ignored." });
export type AccountProfileRequest = z.input<typeof AccountProfileRequest>;

export const AccountProfile = z
  .object({
    accountName: z.string().meta({ description: "The account's internal name, as the provider keys it.", example: "portal:4f9c2d1e" }),
    displayName: z.string().nullable().meta({ example: "Demo Travel" }),
  })
  .meta({ id: "AccountProfile" });
export type AccountProfile = z.infer<typeof AccountProfile>;

export const AccountProfileResponse = z.object({ data: AccountProfile }).meta({ id: "AccountProfileResponse" });
