import {
  PROVISIONING_TOKEN_HEADER,
  ProvisionAccountResponse,
  type ProvisionAccountRequest,
  type ProvisionedAccount,
} from "@/lib/contract/provisioning";
import { send } from "./http";
import { DEFAULT_TIMEOUT_MS } from "./service-client";

export type ProvisionOptions = {
  baseUrl: string;
  /** The deployment's provisioning token (X-Provisioning-Token). */
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * POST /external-api/v1/sandbox/accounts, a Staydesk extension: an account and a new key
 * on a sandbox that trusts this caller. Not retried (each call issues a key).
 */
export async function provisionSandboxAccount(options: ProvisionOptions, input: ProvisionAccountRequest): Promise<ProvisionedAccount> {
  const config = {
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { [PROVISIONING_TOKEN_HEADER]: options.token },
    fetch: options.fetch ?? fetch,
  };
  const res = await send(config, { method: "POST", path: "/external-api/v1/sandbox/accounts", body: input }, ProvisionAccountResponse);
  return res.data;
}
