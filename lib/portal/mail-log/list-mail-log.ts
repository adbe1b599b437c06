import "server-only";
import { getPrisma } from "@/lib/db/prisma";

export type MailLogRow = { id: string; recipient: string; subject: string | null; kind: string; status: string; attempts: number; lastError: string | null; createdAt: Date; sentAt: Date | null };

const SELECT = { id: true, recipient: true, subject: true, kind: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true } as const;

/**
 * The organisation's e-mail for its admins: what was not delivered (refused by the mail
 * server, or given up after the last retry, with the server's words), and the newest
 * messages. Account mail that belongs to no organisation is not shown.
 */
export async function listMailLog(organizationId: string): Promise<{ failed: MailLogRow[]; recent: MailLogRow[] }> {
  const db = getPrisma();
  const [failed, recent] = await Promise.all([
    db.outgoingMail.findMany({ where: { organizationId, status: "FAILED" }, orderBy: { createdAt: "desc" }, take: 50, select: SELECT }),
    db.outgoingMail.findMany({ where: { organizationId }, orderBy: { createdAt: "desc" }, take: 100, select: SELECT }),
  ]);
  return { failed, recent };
}
