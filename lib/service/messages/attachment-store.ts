import { getPrisma } from "@/lib/db/prisma";

/**
 * Where the bytes of attachments are kept, under a key (the attachment's id). Their
 * description (name, type, size, hash) is MessageAttachment's; only the bytes live here, so
 * that another store (S3-compatible, say) can take over behind the same three verbs.
 */
export type AttachmentStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is kept under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Forgets the keys; a key with nothing under it is no error. */
  delete(keys: readonly string[]): Promise<void>;
};

/** The one store today: a table of the service's own database (AttachmentContent). */
export const databaseAttachmentStore: AttachmentStore = {
  async put(key, bytes) {
    await getPrisma().attachmentContent.create({ data: { key, bytes: new Uint8Array(bytes) } });
  },
  async get(key) {
    const row = await getPrisma().attachmentContent.findUnique({ where: { key }, select: { bytes: true } });
    return row ? new Uint8Array(row.bytes) : null;
  },
  async delete(keys) {
    if (keys.length > 0) await getPrisma().attachmentContent.deleteMany({ where: { key: { in: [...keys] } } });
  },
};

export function attachmentStore(): AttachmentStore {
  return databaseAttachmentStore;
}
