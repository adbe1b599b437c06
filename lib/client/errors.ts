import { PROBLEMS, type FieldErrors, type ProblemCode } from "@/lib/contract/problem";

// What a call to the service can fail with. Every failure is a ServiceClientError, so a
// caller can tell "the service said no" (ServiceProblemError, with the problem's code and
// field errors) from "the service could not be reached" (network, timeout) and from "the
// service answered something this client does not understand" (ServiceResponseError).

export class ServiceClientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export type ServiceProblemCode = ProblemCode | "UNKNOWN";

/** An error response of the service (RFC 9457 problem+json), typed. */
export class ServiceProblemError extends ServiceClientError {
  readonly status: number;
  /** The problem's `type` when it is one of ours; for `about:blank`, the code of the status. */
  readonly code: ServiceProblemCode;
  readonly type: string;
  readonly title: string;
  readonly detail?: string;
  readonly instance?: string;
  /** Field path ("guestNumbers.adults") to messages; empty when the problem has none. */
  readonly fieldErrors: FieldErrors;
  /** Seconds, from Retry-After on 429. */
  readonly retryAfter?: number;

  constructor(problem: {
    status: number;
    type?: string;
    title?: string;
    detail?: string;
    instance?: string;
    errors?: FieldErrors;
    retryAfter?: number;
  }) {
    const code = problemCode(problem.type, problem.status);
    const title = problem.title ?? (code === "UNKNOWN" ? `HTTP ${problem.status}` : PROBLEMS[code].title);
    super(problem.detail ? `${title}: ${problem.detail}` : title);
    this.status = problem.status;
    this.code = code;
    this.type = problem.type ?? "about:blank";
    this.title = title;
    this.detail = problem.detail;
    this.instance = problem.instance;
    this.fieldErrors = problem.errors ?? {};
    this.retryAfter = problem.retryAfter;
  }
}

/** No answer within the client's timeout. */
export class ServiceTimeoutError extends ServiceClientError {
  constructor(readonly timeoutMs: number, options?: { cause?: unknown }) {
    super(`The service did not answer within ${timeoutMs} ms.`, options);
  }
}

/** The service could not be reached (refused, DNS, TLS, reset). */
export class ServiceNetworkError extends ServiceClientError {}

/** A response this client cannot use: a redirect, a body that is not the documented shape. */
export class ServiceResponseError extends ServiceClientError {
  constructor(message: string, readonly status: number, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * An answer larger than the client reads for this operation (see ./answer-limits). The
 * request is aborted at the limit: nothing beyond it is read or kept.
 */
export class ServiceAnswerTooLargeError extends ServiceResponseError {
  constructor(message: string, status: number, readonly limitBytes: number) {
    super(message, status);
  }
}

/** What a provider without a Staydesk extension answers on its paths: nothing there, or not that method. */
const WITHOUT_EXTENSION = new Set([404, 405, 501]);

/**
 * Whether a call of an extension (withdrawal, messages, …) failed because the provider does
 * not have it: no such path (404), not that method (405) or not implemented (501). Not a
 * failure to report, but a provider to work around (say so, do it another way).
 */
export function isExtensionMissing(error: unknown): error is ServiceProblemError {
  return error instanceof ServiceProblemError && WITHOUT_EXTENSION.has(error.status);
}

const CODE_OF_STATUS: Partial<Record<number, ProblemCode>> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "RESOURCE_NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

function problemCode(type: string | undefined, status: number): ServiceProblemCode {
  if (type && Object.hasOwn(PROBLEMS, type)) return type as ProblemCode;
  return CODE_OF_STATUS[status] ?? "UNKNOWN";
}
