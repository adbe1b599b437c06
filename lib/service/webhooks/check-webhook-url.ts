import { getEnv } from "@/lib/env";
import { resolveTarget, TargetRefusedError, type PinnedAddress, type RefusalKind } from "@/lib/net";
import { validationError } from "../errors";
import { publicOrigin } from "../public-origin";

export type ServiceEnvironment = "sandbox" | "production";

export type WebhookTargetRules = {
  environment: ServiceEnvironment;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: the sandbox may reach private and loopback addresses. */
  allowPrivate: boolean;
  /** The portal of this deployment (PORTAL_URL's origin), whose receiver is always allowed. */
  portalOrigin: string;
};

export function webhookTargetRules(): WebhookTargetRules {
  const env = getEnv();
  return {
    environment: env.SERVICE_ENVIRONMENT,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    portalOrigin: new URL(publicOrigin()).origin,
  };
}

const REFUSALS: Record<RefusalKind, string> = {
  "not-public": "Must reach a public internet address: private, loopback, link-local and reserved addresses are refused.",
  unresolvable: "The host name does not resolve.",
};

export type WebhookTarget = { ok: true; pinned: PinnedAddress } | { ok: false; problem: string };

/**
 * Where a webhook's deliveries may go, checked at registration and again before every
 * attempt (DNS answers change). Only global unicast addresses, in both environments, so
 * that nobody can use the service to reach its own network and read the answer in the
 * delivery log. Two exceptions: this deployment's own portal (its receiver), and, in the
 * sandbox only, private addresses when an operator allows them (a receiver on a
 * developer's machine). Production also needs https. The address returned is the one to
 * connect to: the delivery is pinned to it.
 */
export async function webhookTarget(url: URL, rules: WebhookTargetRules, signal?: AbortSignal): Promise<WebhookTarget> {
  const own = url.origin === rules.portalOrigin;
  if (!own && rules.environment === "production" && url.protocol !== "https:") return { ok: false, problem: "Must use https in production." };
  try {
    const allowPrivate = own || (rules.environment === "sandbox" && rules.allowPrivate);
    return { ok: true, pinned: await resolveTarget(url.hostname, { allowPrivate, signal }) };
  } catch (error) {
    if (!(error instanceof TargetRefusedError)) throw error;
    // What the name resolved to stays in the log: the account sees only the rule it broke.
    console.warn(`[webhooks] target refused: ${error.detail}`);
    return { ok: false, problem: REFUSALS[error.kind] };
  }
}

/** The URL as stored (normalised, without a fragment), or a 400 VALIDATION_ERROR on `url`. */
export async function checkWebhookUrl(value: string, rules: WebhookTargetRules = webhookTargetRules()): Promise<string> {
  const url = new URL(value); // the request schema has checked that it parses
  url.hash = "";
  // Nothing to refuse when every address is allowed: a name that does not resolve yet (a
  // receiver being set up) is the delivery's problem, checked again there.
  if (rules.environment === "sandbox" && rules.allowPrivate) return url.href;
  // A resolver that does not answer must not hold the request: 5 s, then it counts as unresolvable.
  const target = await webhookTarget(url, rules, AbortSignal.timeout(5000)).catch(
    (): WebhookTarget => ({ ok: false, problem: "The host name did not resolve within 5 s." }),
  );
  if (!target.ok) throw validationError({ url: [target.problem] }, `The webhook URL is not allowed. ${target.problem}`);
  return url.href;
}
