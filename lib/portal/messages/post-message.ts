import "server-only";
import { ServiceProblemError } from "@/lib/client";
import { MessageText, type Message } from "@/lib/contract/message";
import { getServiceClient } from "../connections/get-service-client";
import { findThreadSource } from "./thread-source";
import { toThreadFailure, type ThreadFailure } from "./thread-failure";

export type PostMessageInput = {
  organizationId: string;
  /** The agency enquiry's reference. */
  reference: string;
  connectionId: string;
  /** The member writing: the provider sees this name. */
  authorName: string;
  text: string;
  attachmentIds: string[];
  /** Made once per draft by the form: the same draft sent twice is one message. */
  idempotencyKey: string;
};

export type PostOutcome =
  | { status: "sent"; message: Message }
  | { status: "refused"; field: "text" | "attachments"; message: string }
  | ({ status: ThreadFailure["kind"] } & Pick<ThreadFailure, "message">)
  | { status: "not-found" };

/**
 * Sends the member's message to one provider's thread of an agency enquiry of their
 * organisation, with the draft's idempotency key (a retry or a double click is the same
 * message at the provider). A refusal says what is wrong on its field; a provider without
 * messages, or a failure, is said in words and the caller keeps the draft.
 */
export async function postMessage(input: PostMessageInput): Promise<PostOutcome> {
  const text = MessageText.safeParse(input.text);
  if (!text.success) return { status: "refused", field: "text", message: text.error.issues.map((i) => i.message).join(" ") };
  const source = await findThreadSource(input.organizationId, input.reference, input.connectionId);
  if (!source) return { status: "not-found" };
  try {
    const client = await getServiceClient(input.organizationId, input.connectionId);
    const message = await client.postMessage(
      source.serviceReference,
      { text: text.data, authorName: input.authorName.slice(0, 100), attachmentIds: input.attachmentIds },
      { idempotencyKey: input.idempotencyKey },
    );
    return { status: "sent", message };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    const failure = toThreadFailure(error, source.providerName, "the message was not sent");
    return { status: failure.kind, message: failure.message };
  }
}

/** The provider's refusal of what was written (400/413/415/422 in words): said on the field it concerns. */
function refusalOf(error: unknown): PostOutcome | null {
  if (!(error instanceof ServiceProblemError) || ![400, 413, 415, 422].includes(error.status)) return null;
  const entries = Object.entries(error.fieldErrors);
  const onAttachments = entries.find(([name]) => name.startsWith("attachment"));
  if (onAttachments) return { status: "refused", field: "attachments", message: onAttachments[1].join(" ") };
  const words = entries.flatMap(([, messages]) => messages).join(" ") || error.detail || "The provider did not accept the message.";
  return { status: "refused", field: "text", message: words };
}
