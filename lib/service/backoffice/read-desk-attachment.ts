import type { MessageAttachment } from "@/lib/contract/message";
import { readAttachment } from "@/lib/service/messages/read-attachment";
import { getEnquiryAccountOrThrow } from "./enquiry-account";

/** A file of an enquiry's conversation, read as the enquiry's account's: another enquiry's is "not found". */
export async function readDeskAttachment(serviceReference: string, attachmentId: string): Promise<{ attachment: MessageAttachment; bytes: Uint8Array }> {
  const { accountId } = await getEnquiryAccountOrThrow(serviceReference);
  return readAttachment(accountId, serviceReference, attachmentId);
}
