import "server-only";
import {
  ServiceAnswerTooLargeError,
  ServiceClientError,
  ServiceNetworkError,
  ServiceProblemError,
  ServiceResponseError,
  ServiceTimeoutError,
} from "@/lib/client";
import { PortalError, type PortalErrorCode } from "./errors";

// The one table from the typed client's errors to what a person reads. Two readers: a
// member at work, told what did not happen and whether trying again helps (never a status
// code); and an admin checking the connection, told the status and a fixed sentence
// (never the text of the answer: the base URL is the admin's choice, and what a server
// there says is not for the portal to repeat). Callers handle the answers that mean
// something for their own operation (a 404, a refusal on a field) before falling back here.

type Reading = { code: PortalErrorCode; words: (consequence: string, error: ServiceClientError) => string };

const retryIn = (error: ServiceClientError) => (error instanceof ServiceProblemError && error.retryAfter ? `in ${error.retryAfter} seconds` : "in a moment");

const READINGS = {
  refusedKey: {
    code: "NOT_CONNECTED",
    words: (consequence) => `The provider refused this organisation's API key, so ${consequence}. Ask an admin to check Settings → Connections.`,
  },
  busy: { code: "SERVICE", words: (consequence, error) => `The service is busy, so ${consequence}. Try again ${retryIn(error)}.` },
  gone: { code: "NOT_FOUND", words: (consequence) => `The provider no longer has this, so ${consequence}.` },
  refused: { code: "SERVICE", words: (consequence) => `The service did not accept the request, so ${consequence}. Try again; if it keeps happening, tell your admin.` },
  failed: { code: "SERVICE", words: (consequence) => `The service had a problem on its side, so ${consequence}. Try again in a moment.` },
  timeout: { code: "SERVICE", words: (consequence) => `The service did not answer in time, so ${consequence}. Try again in a moment.` },
  unreachable: { code: "SERVICE", words: (consequence) => `The service cannot be reached right now, so ${consequence}. Try again in a moment.` },
  unexpected: { code: "SERVICE", words: (consequence) => `The service answered something unexpected, so ${consequence}. Try again; if it keeps happening, tell your admin.` },
} satisfies Record<string, Reading>;

function readingOf(error: ServiceClientError): Reading {
  if (error instanceof ServiceProblemError) {
    switch (error.code) {
      case "UNAUTHORIZED":
      case "FORBIDDEN":
        return READINGS.refusedKey;
      case "TOO_MANY_REQUESTS":
      case "SERVICE_UNAVAILABLE":
        return READINGS.busy;
      case "RESOURCE_NOT_FOUND":
        return READINGS.gone;
      default:
        return error.status >= 500 ? READINGS.failed : READINGS.refused;
    }
  }
  if (error instanceof ServiceTimeoutError) return READINGS.timeout;
  if (error instanceof ServiceNetworkError) return READINGS.unreachable;
  return READINGS.unexpected;
}

/** What a member reads: what went wrong, `consequence` ("the enquiry cannot be shown"), and what to do. */
export function clientErrorInWords(error: ServiceClientError, consequence: string): string {
  return readingOf(error).words(consequence, error);
}

/** The same as a PortalError, for actions (its code says whether the key, the service or the request is at fault). */
export function toPortalErrorFromClient(error: ServiceClientError, consequence: string): PortalError {
  const reading = readingOf(error);
  return new PortalError(reading.code, reading.words(consequence, error));
}

/** What an admin reads about a call to the service: the status and a fixed sentence. */
export function describeClientError(error: unknown): string {
  if (error instanceof ServiceProblemError) {
    switch (error.code) {
      case "UNAUTHORIZED":
        return "The service does not accept this API key (401 Unauthorized).";
      case "FORBIDDEN":
        return "The key is revoked or its account is not linked to the service (403 Forbidden).";
      case "RESOURCE_NOT_FOUND":
        return "Nothing answers the v1 API at this base URL (404). Check the URL.";
      case "TOO_MANY_REQUESTS":
        return `The service is rate-limiting this key (429)${error.retryAfter ? `; retry in ${error.retryAfter} s` : ""}.`;
      default:
        return error.code === "UNKNOWN" ? `The service answered ${error.status}.` : `The service answered ${error.status} (${error.code}).`;
    }
  }
  if (error instanceof ServiceTimeoutError) return `The service did not answer within ${error.timeoutMs / 1000} s.`;
  if (error instanceof ServiceNetworkError) return error.message;
  if (error instanceof ServiceAnswerTooLargeError) return "The service's answer was larger than the portal accepts for this request, so it was not read.";
  if (error instanceof ServiceResponseError) return `The service answered ${error.status}, but not in the v1 API's format.`;
  throw error;
}
