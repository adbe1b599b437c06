import type { EnquiryAmendment } from "@/lib/contract/amendment";
import type { AmendmentEventData } from "@/lib/contract/event";
import { enquiryEventData } from "./enquiry-event-data";

/**
 * `data` of ENQUIRY.AMENDED (an extension event): the enquiry events' usual data, with the
 * amendment as the list answers it (what changed, from and to), so that a receiver can show
 * the change without reading anything back.
 */
export function amendmentEventData(enquiry: Parameters<typeof enquiryEventData>[0], amendment: EnquiryAmendment): AmendmentEventData {
  return { ...(enquiryEventData(enquiry) as Omit<AmendmentEventData, "amendment">), amendment };
}
