import { createHash } from "node:crypto";
import { AttachmentFilename, MAX_ATTACHMENT_BYTES, type MessageAttachment } from "@/lib/contract/message";
import { getPrisma } from "@/lib/db/prisma";
import { readLimitedBody } from "@/lib/net/read-limited-body";
import { fieldErrorsOf } from "@/lib/shared/forms";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { ServiceError, validationError } from "../errors";
import { newId } from "../ids";
import { attachmentStore } from "./attachment-store";
import { detectAttachmentType } from "./detect-attachment-type";
import { toWireAttachment } from "./message-record";

export type AttachmentUpload = {
  filename: string;
  /** The file: its bytes, or a stream read only up to the limit. */
  bytes: Uint8Array | ReadableStream<Uint8Array>;
};

export function attachmentTooLarge(): ServiceError {
  return new ServiceError("PAYLOAD_TOO_LARGE", "The file is larger than 10 MB, the most a message may carry per file.");
}

/**
 * Keeps a file for a message to come on one of the account's enquiries: at most 10 MB
 * (a stream is not read past that), a PDF, PNG, JPEG or WebP by its first bytes whatever
 * its name says. It waits, unsent, until a message takes it; one never sent is removed
 * after a day (removeUnsentAttachments).
 */
export async function storeAttachment(accountId: string, enquiryRef: string, upload: AttachmentUpload): Promise<MessageAttachment> {
  const enquiry = await getEnquiryOrThrow(accountId, enquiryRef);
  const name = AttachmentFilename.safeParse(upload.filename);
  if (!name.success) throw validationError(fieldErrorsOf(name.error, { root: "filename" }));
  const bytes = upload.bytes instanceof Uint8Array ? upload.bytes : await readLimitedBody({ headers: new Headers(), body: upload.bytes }, MAX_ATTACHMENT_BYTES);
  if (bytes === null || bytes.byteLength > MAX_ATTACHMENT_BYTES) throw attachmentTooLarge();
  if (bytes.byteLength === 0) throw new ServiceError("VALIDATION_ERROR", "The file is empty.");
  const contentType = detectAttachmentType(bytes);
  if (!contentType) {
    throw new ServiceError("VALIDATION_ERROR", "Only PDF, PNG, JPEG and WebP files can be attached, and this file is none of those (whatever its name says).");
  }

  const id = newId();
  const store = attachmentStore();
  // The bytes first: a description never names bytes that are not there.
  await store.put(id, bytes);
  try {
    const row = await getPrisma().messageAttachment.create({
      data: {
        id,
        accountId,
        enquiryId: enquiry.id,
        filename: name.data,
        contentType,
        size: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        createdAt: new Date(),
      },
      select: { id: true, filename: true, contentType: true, size: true },
    });
    return toWireAttachment(row);
  } catch (error) {
    await store.delete([id]).catch(() => undefined);
    throw error;
  }
}
