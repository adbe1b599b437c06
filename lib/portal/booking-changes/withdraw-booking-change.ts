import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { BookingChange } from "@/lib/contract/booking-change";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { toPortalErrorFromClient } from "../client-errors";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { changeInWords } from "./change-words";
import { findBookingOrThrow } from "./find-booking-or-throw";

/** Takes back the change of the enquiry's booking still waiting for the provider's answer; an answered one is refused in the provider's words. */
export async function withdrawBookingChange(context: MemberContext, input: { reference: string; changeId: string }): Promise<BookingChange> {
  const organizationId = context.organization.id;
  const found = await findBookingOrThrow(organizationId, input.reference);
  try {
    const client = await getServiceClient(organizationId, found.connectionId);
    const change = await client.withdrawBookingChange(found.bookingId, input.changeId);
    await recordAudit(await memberAudit(context, "booking-change-withdrawn", `Withdrew the change of booking ${found.bookingId} of ${input.reference} asked of ${found.providerName}: ${changeInWords(change)}.`));
    return change;
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 409) {
      throw new PortalError("CONFLICT", `${found.providerName} has answered that change already: it can no longer be withdrawn.`);
    }
    if (error instanceof ServiceClientError) throw toPortalErrorFromClient(error, `the change was not withdrawn at ${found.providerName}`);
    throw error;
  }
}
