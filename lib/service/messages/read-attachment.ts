import type { MessageAttachment } from "@/lib/contract/message";
import { getPrisma } from "@/lib/db/prisma";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { notFound } from "../errors";
import { attachmentStore } from "./attachment-store";
import { toWireAttachment } from "./message-record";

/**
 * An attachment of one of the account's enquiries, with its bytes. Another account's, or
 * another enquiry's, is "not found".
 */
export async function readAttachment(accountId: string, enquiryRef: string, attachmentId: string): Promise<{ attachment: MessageAttachment; bytes: Uint8Array }> {
  const enquiry = await getEnquiryOrThrow(accountId, enquiryRef);
  const row = await getPrisma().messageAttachment.findFirst({
    where: { id: attachmentId, accountId, enquiryId: enquiry.id },
    select: { id: true, filename: true, contentType: true, size: true },
  });
  const bytes = row ? await attachmentStore().get(row.id) : null;
  if (!row || !bytes) throw notFound(`Attachment ${attachmentId}`);
  return { attachment: toWireAttachment(row), bytes };
}
