import { getPrisma } from "@/lib/db/prisma";
import { attachmentStore } from "./attachment-store";

/** How long an uploaded file waits for a message before it is removed. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Removes attachments that no message took within a day of their upload, and their bytes.
 * A message may take one at the same moment: only the rows this call deleted lose their
 * bytes, so an attachment sent meanwhile keeps them. Returns how many went.
 */
export async function removeUnsentAttachments(now = new Date()): Promise<number> {
  const db = getPrisma();
  const before = new Date(now.getTime() - UNSENT_ATTACHMENT_TTL_MS);
  let removed = 0;
  for (;;) {
    const candidates = (await db.messageAttachment.findMany({ where: { messageId: null, createdAt: { lt: before } }, select: { id: true }, take: BATCH })).map((r) => r.id);
    if (candidates.length === 0) return removed;
    await db.messageAttachment.deleteMany({ where: { id: { in: candidates }, messageId: null } });
    const kept = new Set((await db.messageAttachment.findMany({ where: { id: { in: candidates } }, select: { id: true } })).map((r) => r.id));
    const gone = candidates.filter((id) => !kept.has(id));
    await attachmentStore().delete(gone);
    removed += gone.length;
    if (candidates.length < BATCH) return removed;
  }
}
