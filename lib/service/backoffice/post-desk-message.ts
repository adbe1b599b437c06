import type { Message } from "@/lib/contract/message";
import { postMessage } from "@/lib/service/messages/post-message";
import type { Actor } from "./actor";
import { getEnquiryAccountOrThrow } from "./enquiry-account";

export type DeskMessage = { text: string; attachmentIds: string[]; idempotencyKey: string };

/**
 * The specialist answers on an enquiry's conversation: a PROVIDER message under their
 * name, on the enquiry's account. The same key again is the same message (a double click,
 * a retry after a lost answer).
 */
export async function postDeskMessage(serviceReference: string, specialist: Actor, input: DeskMessage): Promise<{ message: Message; created: boolean }> {
  const { accountId } = await getEnquiryAccountOrThrow(serviceReference);
  return postMessage({
    accountId,
    enquiryRef: serviceReference,
    side: "PROVIDER",
    authorName: specialist.name,
    text: input.text,
    attachmentIds: input.attachmentIds,
    idempotencyKey: input.idempotencyKey,
  });
}
