import "server-only";

export type PortalErrorCode =
  | "INVALID_CREDENTIALS"
  | "EMAIL_TAKEN"
  | "TOO_MANY_ATTEMPTS"
  | "NOT_VERIFIED"
  | "NOT_FOUND"
  | "FORBIDDEN"
  | "INVALID"
  | "CONFLICT"
  | "INVITATION_PENDING"
  | "NOT_CONNECTED"
  | "SERVICE"
  | "ENQUIRY_EXISTS";

/** A way out that an error offers ("Open R4E2F3A4"): a same-site path and its words. */
export type ErrorLink = { href: string; label: string };

/**
 * The one error of the portal's domain code. Server actions turn it into form state
 * (message, and field errors on their fields); anything else is a bug and reaches the
 * error boundary.
 */
export class PortalError extends Error {
  constructor(
    readonly code: PortalErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly link?: ErrorLink,
  ) {
    super(message);
    this.name = "PortalError";
  }
}
