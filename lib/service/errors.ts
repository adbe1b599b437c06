import { PROBLEMS, type FieldErrors, type ProblemCode } from "@/lib/contract/problem";

/**
 * The one error of the service's domain code. Domain functions throw it; the HTTP layer
 * renders it once as problem+json (lib/service/http/problem.ts).
 */
export class ServiceError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly errors?: FieldErrors;
  /** Extra response headers, e.g. Allow or Retry-After. */
  readonly headers?: Record<string, string>;

  constructor(code: ProblemCode, detail?: string, options: { errors?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(detail ?? PROBLEMS[code].title);
    this.name = "ServiceError";
    this.code = code;
    this.status = PROBLEMS[code].status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export function notFound(what: string): ServiceError {
  return new ServiceError("RESOURCE_NOT_FOUND", `${what} was not found.`);
}

export function validationError(errors: FieldErrors, detail = "The request has invalid fields."): ServiceError {
  return new ServiceError("VALIDATION_ERROR", detail, { errors });
}
