import "server-only";
import { isExtensionMissing, ServiceClientError } from "@/lib/client";
import type { BookingChange, BookingVersion } from "@/lib/contract/booking-change";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";

export type BookingChangesView =
  | { status: "read"; versions: BookingVersion[]; waiting: BookingChange | null; declined: BookingChange[]; current: number }
  | { status: "no-extension" }
  | { status: "unavailable" };

/**
 * A booking's versions (oldest first), the change waiting for the provider's answer, and the
 * declined ones (newest first), read from its provider once per render of the enquiry's page.
 */
export async function getBookingChanges(organizationId: string, connectionId: string, bookingId: string): Promise<BookingChangesView> {
  try {
    const history = await (await getServiceClient(organizationId, connectionId)).listBookingChanges(bookingId);
    return {
      status: "read",
      versions: history.versions,
      waiting: history.changes.find((c) => c.state === "REQUESTED") ?? null,
      declined: history.changes.filter((c) => c.state === "DECLINED"),
      current: history.version,
    };
  } catch (error) {
    if (isExtensionMissing(error)) return { status: "no-extension" };
    // The page stands without the card's list: the booking's own card says what it can.
    if (error instanceof ServiceClientError || error instanceof PortalError) return { status: "unavailable" };
    throw error;
  }
}
