import { Problem } from "@/lib/contract/problem";

// Shared OpenAPI response entries, so each route lists its statuses in one line.

function problem(description: string) {
  return { description, content: { "application/problem+json": { schema: Problem } } };
}

export const problems = {
  400: problem("Invalid request: VALIDATION_ERROR (with `errors` by field), MALFORMED_REQUEST or another code of the route."),
  401: problem("Missing or unknown API key."),
  403: problem("The key is revoked, or the account is not linked to the service."),
  404: problem("RESOURCE_NOT_FOUND: no such resource for this account."),
  409: problem("The resource's state does not allow this (about:blank, title Conflict): the detail says why."),
  413: problem("The request body is larger than 1 MiB."),
  429: problem("Rate limit exceeded; see Retry-After."),
  500: problem("INTERNAL_SERVER_ERROR."),
} as const;

export function json<T>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
