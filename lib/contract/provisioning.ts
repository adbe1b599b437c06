import { z } from "zod";
import { DisplayName } from "./account-profile";

// A Staydesk extension, not part of the specification: the portal built into this
// process gets a sandbox account and key over HTTP ("Use the built-in sandbox"), the same
// way it would talk to a remote provider, without touching the service's tables.

export const PROVISIONING_TOKEN_HEADER = "X-Provisioning-Token";

/** Accounts made here carry this prefix, so the endpoint never hands out keys of other accounts. */
export const PROVISIONED_ACCOUNT_PREFIX = "portal:";

export const ProvisionAccountRequest = z
  .object({
    accountName: z
      .string()
      .regex(/^portal:[A-Za-z0-9_-]{1,100}$/, "Must be `portal:` followed by 1 to 100 letters, digits, - or _.")
      .meta({ example: "portal:4f9c2d1e", description: "Created if missing; the same name returns the same account." }),
    label: z.string().trim().min(1).max(100).optional().meta({ description: "Label of the key; defaults to `portal`." }),
    displayName: DisplayName.optional().meta({
      example: "Demo Travel",
      description: "What the provider's staff call the account (the organisation's name); absent: the name it had stays.",
    }),
  })
  .meta({ id: "ProvisionAccountRequest" });
export type ProvisionAccountRequest = z.infer<typeof ProvisionAccountRequest>;

export const ProvisionedAccount = z
  .object({
    accountName: z.string(),
    displayName: z.string().nullable().meta({ example: "Demo Travel" }),
    environment: z.enum(["sandbox", "production"]),
    apiKey: z.string().meta({ description: "Shown once; only its hash is kept.", example: "sd_test_…" }),
    keyPrefix: z.string().meta({ example: "sd_test_AbCd" }),
    revokedKeys: z.number().int().meta({ description: "Earlier keys of the same label, revoked by this call." }),
  })
  .meta({ id: "ProvisionedAccount" });
export type ProvisionedAccount = z.infer<typeof ProvisionedAccount>;

export const ProvisionAccountResponse = z.object({ data: ProvisionedAccount }).meta({ id: "ProvisionAccountResponse" });
