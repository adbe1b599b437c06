// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).
import type { ErrorLink, FieldErrors } from "@/lib/shared/action-state";

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

/**
 * The one error of the portal's domain code. Server actions turn it into form state
 * (message, and field errors on their fields); anything else is a bug and reaches the
 * error boundary.
 */
export class PortalError extends Error {
  constructor(
    readonly code: PortalErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly link?: ErrorLink,
    /** Lines the message stands over, each its own item (every provider's reason, say). */
    readonly details?: string[],
  ) {
    super(message);
    this.name = "PortalError";
  }
}
