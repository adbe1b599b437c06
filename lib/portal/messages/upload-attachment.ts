import "server-only";
import { ServiceProblemError } from "@/lib/client";
import { getServiceClient } from "../connections/get-service-client";
import { findThreadSource } from "./thread-source";
import { toThreadFailure, type ThreadFailure } from "./thread-failure";
import { ATTACHMENT_TYPES_IN_WORDS, MAX_ATTACHMENT_BYTES } from "@/lib/contract/message-rules";

export type UploadedAttachment = { id: string; filename: string; contentType: string; size: number };

export type UploadOutcome =
  | { status: "stored"; attachment: UploadedAttachment }
  | { status: "refused"; message: string }
  | ({ status: ThreadFailure["kind"] } & Pick<ThreadFailure, "message">)
  | { status: "not-found" };

/**
 * Hands one file for a message to the provider of an agency enquiry of the organisation,
 * to be sent with the message after it. The provider judges the type by the bytes and
 * refuses what is not a PDF or an image it takes; the portal refuses more than 10 MB before
 * passing anything on.
 */
export async function uploadAttachment(input: { organizationId: string; reference: string; connectionId: string; filename: string; bytes: Uint8Array }): Promise<UploadOutcome> {
  const filename = input.filename.trim().slice(0, 255) || "attachment";
  if (input.bytes.length > MAX_ATTACHMENT_BYTES) return { status: "refused", message: `“${filename}” is larger than 10 MB. Attach a smaller file.` };
  if (input.bytes.length === 0) return { status: "refused", message: `“${filename}” is empty.` };
  const source = await findThreadSource(input.organizationId, input.reference, input.connectionId);
  if (!source) return { status: "not-found" };
  try {
    const client = await getServiceClient(input.organizationId, input.connectionId);
    const attachment = await client.uploadAttachment(source.serviceReference, { filename, bytes: input.bytes });
    return { status: "stored", attachment: { id: attachment.id, filename: attachment.filename, contentType: attachment.contentType, size: attachment.size } };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 413) return { status: "refused", message: `“${filename}” is larger than the provider takes (10 MB).` };
    if (error instanceof ServiceProblemError && (error.status === 415 || (error.status === 400 && error.code === "VALIDATION_ERROR"))) {
      return { status: "refused", message: `“${filename}” is not a ${ATTACHMENT_TYPES_IN_WORDS} file, so it cannot be attached.` };
    }
    const failure = toThreadFailure(error, source.providerName, `“${filename}” was not attached`);
    return { status: failure.kind, message: failure.message };
  }
}
