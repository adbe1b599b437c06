import "server-only";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { ServiceClientError, ServiceProblemError, ServiceTimeoutError } from "@/lib/client";
import { toPortalErrorFromClient } from "../client-errors";
import { PortalError } from "../errors";
import { FORM_ERROR_KEY, toFormFieldErrors } from "./form-field-errors";

// What a failed create means to an agent. Refusals of the request land on its fields;
// everything else says whether trying again is safe (it is: the form keeps the same
// externalId, and a repeat of a created enquiry is recognised, see create-enquiry.ts).

const MESSAGES: Partial<Record<string, string>> = {
  GEOCODE_FAILURE: "The service could not place this location.",
  DUPLICATE_CLIENT_REFERENCE: "Another enquiry already has this reference.",
  RESOURCE_ALREADY_EXISTS: "Another enquiry already has this external id.",
  VALIDATION_ERROR: "The service refused some fields. Please correct them.",
  MALFORMED_REQUEST: "The service could not read the enquiry.",
};

export function toPortalError(error: unknown, request: CreateEnquiryRequest): PortalError {
  if (error instanceof PortalError) return error;
  if (error instanceof ServiceProblemError) {
    const message = MESSAGES[error.code];
    if (message) {
      const { [FORM_ERROR_KEY]: general = [], ...fields } = toFormFieldErrors(error.fieldErrors, request);
      // Errors no field of the form can show are said in the form's message.
      return new PortalError("INVALID", [message, ...general].join(" "), fields);
    }
  }
  if (error instanceof ServiceTimeoutError) {
    return new PortalError(
      "SERVICE",
      "The service did not answer in time; the enquiry may or may not have been created. Send it again: it cannot be created twice.",
    );
  }
  if (error instanceof ServiceClientError) {
    console.error(`[enquiries] create failed: ${error.message}`);
    return toPortalErrorFromClient(error, "the enquiry was not sent (nothing you typed is lost)");
  }
  throw error;
}
