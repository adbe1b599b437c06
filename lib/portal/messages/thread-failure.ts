import "server-only";
import { isExtensionMissing, ServiceClientError } from "@/lib/client";
import { clientErrorInWords } from "../client-errors";
import { PortalError } from "../errors";

/** What became of a call about a thread that did not answer: the provider has no messages, or it failed (in words). */
export type ThreadFailure = { kind: "no-extension"; message: string } | { kind: "failed"; message: string };

/** The words a member reads when a provider takes questions elsewhere. */
export function noExtensionWords(providerName: string): string {
  return `${providerName} takes questions by e-mail or phone: it cannot receive messages through Staydesk.`;
}

/**
 * Tells a provider without the extension from a failure (a timeout, a 5xx, a refused key):
 * the first is no error, the second says what did not happen. Anything else is rethrown.
 */
export function toThreadFailure(error: unknown, providerName: string, consequence: string): ThreadFailure {
  if (isExtensionMissing(error)) {
    return { kind: "no-extension", message: noExtensionWords(providerName) };
  }
  if (error instanceof PortalError) return { kind: "failed", message: error.message };
  if (error instanceof ServiceClientError) return { kind: "failed", message: clientErrorInWords(error, consequence) };
  throw error;
}
