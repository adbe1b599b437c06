import type { WebhookEvent } from "@/lib/contract/event";

/** The serviceReference of the enquiry an event is about, whatever its kind. */
export function eventEnquiryReference(event: WebhookEvent): string {
  // A message event names its enquiry `enquiryId` (its serviceReference).
  const data = event.data as { serviceReference?: string; serviceEnquiryReference?: string; enquiry?: { serviceReference: string }; enquiryId?: string };
  return data.serviceReference ?? data.serviceEnquiryReference ?? data.enquiry?.serviceReference ?? data.enquiryId ?? "";
}
