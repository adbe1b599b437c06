import "server-only";
import {
  ServiceAnswerTooLargeError,
  ServiceNetworkError,
  ServiceProblemError,
  ServiceResponseError,
  ServiceTimeoutError,
} from "@/lib/client";

/**
 * A sentence for an admin about why a call to the service failed: the status and a fixed
 * sentence, never the text of the answer (the base URL is the admin's choice, and what a
 * server there says is not for this page to repeat).
 */
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
