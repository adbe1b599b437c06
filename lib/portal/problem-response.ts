import { PROBLEMS, problemType, type FieldErrors, type ProblemCode } from "@/lib/contract/problem";

/**
 * An error answer of the portal's own endpoints: RFC 9457 problem+json in the API's
 * vocabulary (the same `type` codes and titles), never a stack trace.
 */
export function problemResponse(code: ProblemCode, detail?: string, options: { headers?: Record<string, string>; errors?: FieldErrors } = {}): Response {
  const { status, title } = PROBLEMS[code];
  const body = { type: problemType(code), title, status, ...(detail ? { detail } : {}), ...(options.errors ? { errors: options.errors } : {}) };
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", ...options.headers } });
}
