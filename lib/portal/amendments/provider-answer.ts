import "server-only";
import { isExtensionMissing, ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { FieldErrors } from "@/lib/contract/problem";
import { clientErrorInWords } from "../client-errors";
import { PortalError } from "../errors";

// What became of a change of details at one provider, in words the agent reads in the
// dialog: changed, already so, refused (with the provider's reason), not taken through
// Staydesk at all (a provider without the extension), or not sent (a failure).

export type ProviderAnswer = { connectionId: string; providerName: string; message: string } & (
  | { status: "changed"; version: number }
  | { status: "unchanged" }
  | { status: "refused"; fieldErrors?: FieldErrors }
  | { status: "no-extension" }
  | { status: "failed" }
);

type Provider = { connectionId: string; providerName: string };

/** A provider's reason is passed on, one paragraph at most. */
const REASON_MAX = 300;

export function changedAnswer(provider: Provider, version: number): ProviderAnswer {
  return { ...provider, status: "changed", version, message: `${provider.providerName}: changed (version ${version}).` };
}

export function unchangedAnswer(provider: Provider): ProviderAnswer {
  return { ...provider, status: "unchanged", message: `${provider.providerName} already has these details: nothing to change there.` };
}

/** Read just now: the provider has booked or closed it since the page was drawn. */
export function notOpenAnswer(provider: Provider, state: string): ProviderAnswer {
  const what = state === "CLOSED" ? "has closed this enquiry" : state === "BOOKING_CANCELLED" ? "has cancelled the booking of this enquiry" : "has a booking for this enquiry";
  return { ...provider, status: "refused", message: `${provider.providerName} ${what}, so its details were not changed there. Agree any change with ${provider.providerName} directly.` };
}

export function noExtensionWords(providerName: string): string {
  return `${providerName} does not take changes through Staydesk: agree them with ${providerName} by e-mail or phone.`;
}

/**
 * A call that did not change the details, in words: a provider without the extension is no
 * failure but another way to go; a refusal passes on the provider's reason; anything else
 * says what did not happen. `reading` is true while the provider's enquiry was being read
 * (a 404 then means the enquiry, not the extension, is missing). Other errors are thrown.
 */
export function answerOfError(provider: Provider, error: unknown, reading: boolean): ProviderAnswer {
  const name = provider.providerName;
  if (!reading && isExtensionMissing(error)) return { ...provider, status: "no-extension", message: noExtensionWords(name) };
  if (error instanceof ServiceProblemError && error.status === 409) {
    const reason = error.detail ? error.detail.slice(0, REASON_MAX) : "it has just booked or closed the enquiry.";
    return { ...provider, status: "refused", message: `${name} did not take the change: ${reason}` };
  }
  if (error instanceof ServiceProblemError && [400, 422].includes(error.status)) {
    const words = Object.values(error.fieldErrors).flat().join(" ") || error.detail || "it did not accept the details.";
    return { ...provider, status: "refused", message: `${name} did not take the change: ${words.slice(0, REASON_MAX)}`, fieldErrors: error.fieldErrors };
  }
  if (error instanceof PortalError) return { ...provider, status: "failed", message: error.message };
  if (error instanceof ServiceClientError) return { ...provider, status: "failed", message: clientErrorInWords(error, `the change was not sent to ${name}`) };
  throw error;
}
