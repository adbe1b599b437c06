import { formatTimestamp } from "@/lib/contract/common";

/** `data` of the enquiry events (contract, Events and delivery). */
export function enquiryEventData(e: {
  serviceReference: string;
  externalId: string;
  clientReference: string;
  state: string;
  closureReason: string | null;
  createdAt: Date;
}) {
  return {
    serviceReference: e.serviceReference,
    externalId: e.externalId,
    clientReference: e.clientReference,
    enquiryState: { state: e.state, closureReason: e.closureReason },
    createdAt: formatTimestamp(e.createdAt),
  };
}
