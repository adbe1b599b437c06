import { formatTimestamp } from "@/lib/contract/common";
import type { Enquiry, EnquiryAddress } from "@/lib/contract/enquiry";
import type { EnquiryStateKey, ClosureReason } from "@/lib/contract/common";

/** The stored enquiry, as both Prisma and the fast reader return it. */
export type EnquiryRecord = {
  id: string;
  accountId: string;
  serviceReference: string;
  externalId: string;
  clientReference: string;
  state: string;
  closureReason: string | null;
  specialistName: string | null;
  checkIn: string | null;
  checkOut: string | null;
  latitude: number;
  longitude: number;
  mapPlaceId: string;
  address: unknown;
  guestNumbers: unknown;
  guestRequirements: unknown;
  leadGuest: unknown;
  clientBooker: unknown;
  createdAt: Date;
};

export function toWireEnquiry(e: EnquiryRecord): Enquiry {
  const guests = e.guestNumbers as { adults: number; children?: number; infants?: number };
  return {
    serviceReference: e.serviceReference,
    clientReference: e.clientReference,
    assignedSpecialist: e.specialistName ? { name: e.specialistName } : null,
    checkInOut: { checkIn: e.checkIn, checkOut: e.checkOut },
    enquiryLocation: {
      address: e.address as EnquiryAddress,
      coordinates: { latitude: e.latitude, longitude: e.longitude },
      mapPlaceId: e.mapPlaceId,
    },
    enquiryState: { state: e.state as EnquiryStateKey, closureReason: e.closureReason as ClosureReason | null },
    externalId: e.externalId,
    guestNumbers: { adults: guests.adults, children: guests.children ?? 0, infants: guests.infants ?? 0 },
    guestRequirements: e.guestRequirements as Enquiry["guestRequirements"],
    leadGuest: e.leadGuest as Enquiry["leadGuest"],
    clientBooker: e.clientBooker as Enquiry["clientBooker"],
    createdAt: formatTimestamp(e.createdAt),
  };
}
