import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import { PROBLEMS, problemType, type FieldErrors, type Problem } from "@/lib/contract/problem";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { noteDatabaseFailure } from "@/lib/db/write-health";
import { fieldErrorsOf } from "@/lib/shared/forms";
import { ServiceError } from "../errors";

// Rendering of every error of the API, in one place: domain errors, validation failures,
// Hono's own exceptions (malformed JSON, body limit) and anything unexpected.

/** RFC 9110 wants a challenge on every 401: the scheme and the header the key goes in. */
export const API_KEY_CHALLENGE = 'ApiKey header="X-Api-Key"';

export function problemResponse(c: Context, error: ServiceError): Response {
  const body: Problem = {
    type: problemType(error.code),
    title: PROBLEMS[error.code].title,
    status: error.status,
    detail: error.message,
    instance: c.req.path,
    ...(error.errors ? { errors: error.errors } : {}),
  };
  const headers = new Headers({ "content-type": "application/problem+json" });
  if (error.status === 401) headers.set("www-authenticate", API_KEY_CHALLENGE);
  for (const [name, value] of Object.entries(error.headers ?? {})) headers.set(name, value);
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

/** Zod issues keyed by dot-separated field path ("guestNumbers.adults"); what belongs to no field, under "body". */
export function fieldErrors(error: ZodError, prefix?: string): FieldErrors {
  return fieldErrorsOf(error, { prefix, root: "body" });
}

/** A body that is valid JSON but not an object is malformed, not merely invalid. */
export function toValidationError(error: ZodError, target: string): ServiceError {
  const rootTypeIssue = error.issues.some((i) => i.path.length === 0 && i.code === "invalid_type");
  if (target === "json" && rootTypeIssue) {
    return new ServiceError("MALFORMED_REQUEST", "The request body must be a JSON object.");
  }
  return new ServiceError("VALIDATION_ERROR", "The request has invalid fields.", {
    errors: fieldErrors(error),
  });
}

export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new ServiceError("PAYLOAD_TOO_LARGE", "The request body is too large.");
    if (error.status === 415) {
      return new ServiceError("MALFORMED_REQUEST", "The request body must be JSON, sent with Content-Type: application/json.");
    }
    if (error.status === 400) return new ServiceError("MALFORMED_REQUEST", "The request body is not valid JSON.");
  }
  if (isDatabaseUnavailable(error)) {
    noteDatabaseFailure(error);
    return new ServiceError("SERVICE_UNAVAILABLE", `The service cannot use its database for the moment. Retry in ${RETRY_AFTER_SECONDS} s.`, {
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
  return new ServiceError("INTERNAL_SERVER_ERROR", "Something went wrong on our side. Please try again.");
}

/** Long enough for a restarting database or a cleared disk, short enough not to idle clients. */
export const RETRY_AFTER_SECONDS = 5;
