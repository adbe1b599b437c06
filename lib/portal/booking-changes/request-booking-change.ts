import "server-only";
import { createHash } from "node:crypto";
import { isExtensionMissing, ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { BookingChange, RequestBookingChangeInput } from "@/lib/contract/booking-change";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { toPortalErrorFromClient } from "../client-errors";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { agreeDirectlyWords, changeInWords } from "./change-words";
import { findBookingOrThrow } from "./find-booking-or-throw";

export type RequestChangeInput = {
  /** The agency enquiry's reference. */
  reference: string;
  /** Made by the dialog for these values: the same submission sent again is the same change. */
  submissionKey: string;
  change: RequestBookingChangeInput;
};

export type RequestChangeAnswer =
  | { status: "requested"; change: BookingChange; message: string }
  | { status: "no-extension"; providerName: string; bookingId: string; message: string };

/** A provider's reason is passed on, one paragraph at most. */
const REASON_MAX = 400;

/**
 * Asks the provider that booked the enquiry to change the booking, with a key of the
 * submission (a double click or a retry is one change there). A provider without the
 * extension is no failure: the answer says so, and the page offers a note of what was
 * agreed instead. A refusal (one change at a time, a cancelled booking, values the booking
 * rules out) comes back as a PortalError in the provider's words.
 */
export async function requestBookingChange(context: MemberContext, input: RequestChangeInput): Promise<RequestChangeAnswer> {
  const organizationId = context.organization.id;
  const found = await findBookingOrThrow(organizationId, input.reference);
  const name = found.providerName;
  const authorName = context.user.name.trim().slice(0, 100) || undefined;
  const idempotencyKey = `booking-change-${createHash("sha256").update(`${input.submissionKey}\n${found.connectionId}`).digest("hex")}`;
  let change: BookingChange;
  try {
    const client = await getServiceClient(organizationId, found.connectionId);
    change = await client.requestBookingChange(found.bookingId, { ...input.change, authorName }, { idempotencyKey });
  } catch (error) {
    if (isExtensionMissing(error)) {
      return {
        status: "no-extension",
        providerName: name,
        bookingId: found.bookingId,
        message: agreeDirectlyWords(name),
      };
    }
    if (error instanceof ServiceProblemError && error.status === 409) {
      throw new PortalError("CONFLICT", `${name} did not take the change: ${(error.detail ?? "the booking cannot take it now.").slice(0, REASON_MAX)}`);
    }
    if (error instanceof ServiceProblemError && [400, 422].includes(error.status)) {
      const words = Object.values(error.fieldErrors).flat().join(" ") || error.detail || "it did not accept the values.";
      throw new PortalError("INVALID", `${name} did not take the change: ${words.slice(0, REASON_MAX)}`, error.fieldErrors);
    }
    if (error instanceof ServiceClientError) throw toPortalErrorFromClient(error, `the change was not sent to ${name}`);
    throw error;
  }
  await recordAudit(await memberAudit(context, "booking-change-requested", `Asked ${name} to change booking ${found.bookingId} of ${input.reference}: ${changeInWords(change)}.`));
  return { status: "requested", change, message: `Sent to ${name}: ${changeInWords(change)}. The page shows the answer when it comes.` };
}
