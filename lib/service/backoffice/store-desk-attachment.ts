import type { MessageAttachment } from "@/lib/contract/message";
import { storeAttachment, type AttachmentUpload } from "@/lib/service/messages/store-attachment";
import { getEnquiryAccountOrThrow } from "./enquiry-account";

/** Keeps a file the specialist will send with their next message on the enquiry (checked as any upload is). */
export async function storeDeskAttachment(serviceReference: string, upload: AttachmentUpload): Promise<MessageAttachment> {
  const { accountId } = await getEnquiryAccountOrThrow(serviceReference);
  return storeAttachment(accountId, serviceReference, upload);
}
