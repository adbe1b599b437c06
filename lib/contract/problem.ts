import { z } from "zod";

/**
 * The error vocabulary of the v1 API. Each code has one status and one title; the
 * service renders them as RFC 9457 problem+json and the typed client reads them back.
 * The last seven are not in the specification's `type` enum: they are rendered with
 * `type: "about:blank"` as the contract says.
 */
export const PROBLEMS = {
  RESOURCE_NOT_FOUND: { status: 404, title: "Resource not found" },
  VALIDATION_ERROR: { status: 400, title: "Validation error" },
  RESOURCE_ALREADY_EXISTS: { status: 400, title: "Resource already exists" },
  DUPLICATE_CLIENT_REFERENCE: { status: 400, title: "Duplicate client reference" },
  GEOCODE_FAILURE: { status: 400, title: "Location could not be geocoded" },
  MALFORMED_REQUEST: { status: 400, title: "Malformed request" },
  INTERNAL_SERVER_ERROR: { status: 500, title: "Internal server error" },
  MAX_RESOURCE_COUNT_REACHED: { status: 400, title: "Maximum resource count reached" },
  SANDBOX_SPECIFIC_ACTION_ERROR: { status: 400, title: "Sandbox action not allowed" },
  UNAUTHORIZED: { status: 401, title: "Unauthorized" },
  FORBIDDEN: { status: 403, title: "Forbidden" },
  METHOD_NOT_ALLOWED: { status: 405, title: "Method Not Allowed" },
  PAYLOAD_TOO_LARGE: { status: 413, title: "Payload Too Large" },
  TOO_MANY_REQUESTS: { status: 429, title: "Too Many Requests" },
  // A move the enquiry's or booking's state does not allow (the back office).
  STATE_CONFLICT: { status: 409, title: "Conflict" },
  // A server the service depends on (a street-level geocoder) did not answer.
  SERVICE_UNAVAILABLE: { status: 503, title: "Service Unavailable" },
} as const;

export type ProblemCode = keyof typeof PROBLEMS;

export const SPEC_PROBLEM_TYPES = [
  "RESOURCE_NOT_FOUND",
  "VALIDATION_ERROR",
  "RESOURCE_ALREADY_EXISTS",
  "DUPLICATE_CLIENT_REFERENCE",
  "GEOCODE_FAILURE",
  "MALFORMED_REQUEST",
  "INTERNAL_SERVER_ERROR",
  "MAX_RESOURCE_COUNT_REACHED",
  "SANDBOX_SPECIFIC_ACTION_ERROR",
] as const satisfies readonly ProblemCode[];

/** The `type` a code is rendered with. */
export function problemType(code: ProblemCode): string {
  return (SPEC_PROBLEM_TYPES as readonly string[]).includes(code) ? code : "about:blank";
}

/** Field path ("guestNumbers.adults") to its messages. */
export const FieldErrors = z.record(z.string(), z.array(z.string())).meta({
  id: "FieldErrors",
  description: "Field path (dot-separated, e.g. `guestNumbers.adults`) to its error messages.",
  example: { "guestNumbers.adults": ["Must be at least 1."] },
});
export type FieldErrors = z.infer<typeof FieldErrors>;

export const Problem = z
  .object({
    type: z.string().meta({
      description: `Machine-readable code: one of ${SPEC_PROBLEM_TYPES.join(", ")}, or "about:blank" for 401, 403, 405, 409, 413, 429 and 503.`,
      example: "RESOURCE_NOT_FOUND",
    }),
    title: z.string().meta({ example: "Resource not found" }),
    status: z.number().int().meta({ example: 404 }),
    detail: z.string().optional().meta({ example: "No enquiry R4E2F3A4 exists for this account." }),
    instance: z.string().optional().meta({ example: "/external-api/v1/enquiries/R4E2F3A4" }),
    errors: FieldErrors.optional(),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details (application/problem+json)." });
export type Problem = z.infer<typeof Problem>;
