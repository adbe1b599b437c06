import { z } from "@hono/zod-openapi";
import { PROBLEM_SCHEMAS, PROBLEMS, problemType, type ProblemCode } from "@/lib/contract/problem";

// Shared OpenAPI response entries, so each route lists the codes it can answer in one line.

type Header = { description: string; schema: { type: "string" | "integer"; minimum?: number } };

const RETRY_AFTER: Header = {
  description: "Seconds to wait before trying again.",
  schema: { type: "integer", minimum: 1 },
};

/** Headers each status carries beyond the body (the rate-limit headers are added to every keyed answer by the document). */
const STATUS_HEADERS: Record<number, Record<string, Header>> = {
  401: { "WWW-Authenticate": { description: "The scheme and the header that carries the credential, e.g. `ApiKey header=\"X-Api-Key\"`.", schema: { type: "string" } } },
  405: { Allow: { description: "The methods this resource allows.", schema: { type: "string" } } },
  429: { "Retry-After": { ...RETRY_AFTER, description: "Seconds until the current rate-limit window ends." } },
  503: { "Retry-After": { ...RETRY_AFTER, description: "Seconds to wait before sending the request again." } },
};

const WHEN: Partial<Record<ProblemCode, string>> = {
  VALIDATION_ERROR: "a field breaks its rules (`errors` by field)",
  MALFORMED_REQUEST: "the body is not a JSON object",
  UNAUTHORIZED: "the API key is missing or unknown",
  FORBIDDEN: "the key is revoked, or the account is not linked to the service",
  RESOURCE_NOT_FOUND: "no such resource for this account",
  PAYLOAD_TOO_LARGE: "the body is larger than 1 MiB",
  TOO_MANY_REQUESTS: "the key's rate limit is used up; see Retry-After",
  INTERNAL_SERVER_ERROR: "a fault of the service",
  GEOCODE_FAILURE: "the location cannot be placed (`errors` on the location field)",
  RESOURCE_ALREADY_EXISTS: "the externalId or the webhook URL is already used by this account",
  DUPLICATE_CLIENT_REFERENCE: "the clientReference is already used by this account",
  MAX_RESOURCE_COUNT_REACHED: "the account already has 5 webhooks",
  SANDBOX_SPECIFIC_ACTION_ERROR: "the sandbox's rules do not allow this",
  STATE_CONFLICT: "the resource's state does not allow this (the quote has been replaced, say): the detail says why",
  SERVICE_UNAVAILABLE: "the database is unavailable or full for the moment, or a server the service depends on (a street-level geocoder) did not answer; send the request again after Retry-After (a create that did go through is then RESOURCE_ALREADY_EXISTS on its externalId)",
};

/** Codes every operation behind the API key can answer. */
const KEYED: readonly ProblemCode[] = ["UNAUTHORIZED", "FORBIDDEN", "TOO_MANY_REQUESTS", "INTERNAL_SERVER_ERROR", "SERVICE_UNAVAILABLE"];

/** Codes of every operation that reads a JSON body. */
export const BODY_CODES: readonly ProblemCode[] = ["MALFORMED_REQUEST", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE"];

function response(status: number, codes: ProblemCode[]) {
  const schemas = codes.map((code) => PROBLEM_SCHEMAS[code]);
  const schema = schemas.length === 1 ? schemas[0]! : z.union(schemas as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  const description = codes
    .map((code) => `${problemType(code) === code ? code : PROBLEMS[code].title}${WHEN[code] ? `: ${WHEN[code]}` : ""}`)
    .join("; ");
  return {
    description: `${description.charAt(0).toUpperCase()}${description.slice(1)}.`,
    ...(STATUS_HEADERS[status] ? { headers: STATUS_HEADERS[status] } : {}),
    content: { "application/problem+json": { schema } },
  };
}

/** The error responses of the given codes, one per status. */
export function problemResponses(codes: readonly ProblemCode[]) {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of new Set(codes)) {
    const status = PROBLEMS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, list]) => [status, response(status, list)]));
}

/** The error responses of an operation behind the API key: its own codes, and those of every such operation. */
export function keyedProblems(...codes: readonly ProblemCode[]) {
  return problemResponses([...codes, ...KEYED]);
}

export function json<T>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
