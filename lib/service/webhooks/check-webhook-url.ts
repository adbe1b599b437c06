import { validationError } from "../errors";
import { publicHostProblem } from "./public-host";

export type ServiceEnvironment = "sandbox" | "production";

/**
 * Why this URL may not receive webhooks in this environment, or null. Production takes
 * https to public addresses only; the sandbox takes any http(s) URL, loopback included,
 * so that a receiver on a developer's machine works. Checked at registration and again
 * before every production delivery, since DNS answers change.
 */
export async function webhookUrlProblem(url: URL, environment: ServiceEnvironment, signal?: AbortSignal): Promise<string | null> {
  if (environment !== "production") return null;
  if (url.protocol !== "https:") return "Must use https in production.";
  const problem = await publicHostProblem(url.hostname, signal);
  return problem ? `Must reach a public address: ${problem}.` : null;
}

/** The URL as stored (normalised, without a fragment), or a 400 VALIDATION_ERROR on `url`. */
export async function checkWebhookUrl(value: string, environment: ServiceEnvironment): Promise<string> {
  const url = new URL(value); // the request schema has checked that it parses
  url.hash = "";
  // A resolver that does not answer must not hold the request: 5 s, then it counts as unresolvable.
  const problem = await webhookUrlProblem(url, environment, AbortSignal.timeout(5000)).catch(
    () => `Must reach a public address: ${url.hostname} did not resolve within 5 s.`,
  );
  if (problem) throw validationError({ url: [problem] }, `The webhook URL is not allowed: ${problem}`);
  return url.href;
}
