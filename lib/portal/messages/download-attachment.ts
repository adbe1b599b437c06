import "server-only";
import { isExtensionMissing } from "@/lib/client";
import { getServiceClient } from "../connections/get-service-client";
import { findThreadSource } from "./thread-source";

export type AttachmentFile = { bytes: Uint8Array; contentType: string; filename: string };

/**
 * A file of a message in one provider's thread of an agency enquiry of the organisation,
 * read from the provider with the connection's key: null when the enquiry is not the
 * organisation's or the provider has no such file. Other failures are thrown.
 */
export async function downloadAttachment(organizationId: string, reference: string, connectionId: string, attachmentId: string): Promise<AttachmentFile | null> {
  const source = await findThreadSource(organizationId, reference, connectionId);
  if (!source) return null;
  try {
    const file = await (await getServiceClient(organizationId, connectionId)).downloadAttachment(source.serviceReference, attachmentId);
    return { bytes: file.bytes, contentType: file.contentType, filename: file.filename };
  } catch (error) {
    if (isExtensionMissing(error)) return null;
    throw error;
  }
}
