import { z } from "zod";

/**
 * The error vocabulary of the v1 API. Each code has one status and one title; the
 * service renders them as RFC 9457 problem+json and the typed client reads them back.
 * The codes after SANDBOX_SPECIFIC_ACTION_ERROR are not in the specification's `type` enum: they are rendered with
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
  // The database, or a server the service depends on (a street-level geocoder), cannot
  // be used now; a retry can succeed.
  SERVICE_UNAVAILABLE: { status: 503, title: "Service Unavailable" },
  // A move the enquiry's or booking's state does not allow (the back office).
  STATE_CONFLICT: { status: 409, title: "Conflict" },
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

function pascalCase(code: string): string {
  return code
    .toLowerCase()
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** Codes whose body carries `errors` by field. */
const WITH_FIELD_ERRORS: readonly ProblemCode[] = ["VALIDATION_ERROR", "GEOCODE_FAILURE"];

function problemOf(code: ProblemCode) {
  const { status, title } = PROBLEMS[code];
  const type = problemType(code);
  const base = Problem.omit({ errors: true }).extend({
    type: z.enum([type]).meta({ description: type === code ? "Machine-readable code." : "This status has no code of the specification." }),
    title: z.enum([title]),
    status: z.literal(status),
  });
  const schema = WITH_FIELD_ERRORS.includes(code) ? base.extend({ errors: FieldErrors.optional() }) : base;
  return schema.meta({ id: `${pascalCase(code)}Problem`, description: `${title} (${status}${type === code ? `, ${code}` : ""}).` });
}

/**
 * One named schema per code, its `type`, `title` and `status` fixed: a response that can
 * carry several codes lists them, so that generated clients know every `type` it may have.
 */
export const PROBLEM_SCHEMAS = Object.fromEntries(Object.keys(PROBLEMS).map((code) => [code, problemOf(code as ProblemCode)])) as {
  [C in ProblemCode]: ReturnType<typeof problemOf>;
};
