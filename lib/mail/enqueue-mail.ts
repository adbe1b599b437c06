import { v7 as uuidv7 } from "uuid";
import { dbTime } from "@/lib/db/db-time";
import { getPrisma, type DbTx } from "@/lib/db/prisma";
import { dialectOf, sqlPair, sqlText } from "@/lib/db/sql";
import { MAIL_KINDS, type MailData, type MailKind } from "./kinds";
import { mailMode } from "./mail-mode";
import { signalMail } from "./mail-signal";

export type MailRequest<K extends MailKind> = {
  kind: K;
  /** The same key twice is one message: "invitation:<id>", "notification:<event>:<user>". */
  dedupeKey: string;
  recipient: string;
  data: MailData<K>;
  /** Sent in this organisation's name, and its admins see the outcome. */
  organizationId?: string | null;
  /** The portal user it is for, when it is for one. */
  userId?: string | null;
};

// A second request with the same key changes nothing (and, on PostgreSQL, does not abort
// the caller's transaction as a refused insert would). Times: SQLite stores dbTime text,
// PostgreSQL takes the database's clock, the one the workers' leases run on, cut to the
// column's milliseconds: stored as is, it would round up to half a millisecond into the
// future, and a worker woken at once would find the message not yet due.
const INSERT_MAIL = sqlPair({
  sqlite: `INSERT INTO "OutgoingMail" (id, "dedupeKey", kind, "organizationId", "userId", recipient, data, "nextAttemptAt", "createdAt", "updatedAt")
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT ("dedupeKey") DO NOTHING`,
  postgres: `INSERT INTO "OutgoingMail" (id, "dedupeKey", kind, "organizationId", "userId", recipient, data, "nextAttemptAt", "createdAt", "updatedAt")
    VALUES (?, ?, ?, ?, ?, ?, ?, date_trunc('milliseconds', LOCALTIMESTAMP), date_trunc('milliseconds', LOCALTIMESTAMP), date_trunc('milliseconds', LOCALTIMESTAMP))
    ON CONFLICT ("dedupeKey") DO NOTHING`,
});

/**
 * Puts a message in the outbox; the mail worker sends it. Returns whether it was added
 * (false: the key was already there, or this server sends no mail). Pass the caller's
 * transaction as `tx` to write the message with what causes it: it then exists exactly
 * when that commits, and the caller calls signalMail() after the commit (otherwise the
 * worker's poll finds it). Never waits for the mail server.
 */
export async function enqueueMail<K extends MailKind>(request: MailRequest<K>, tx?: DbTx): Promise<boolean> {
  if (mailMode() === "off") return false;
  const data = JSON.stringify(MAIL_KINDS[request.kind].parse(request.data));
  const common = [uuidv7(), request.dedupeKey, request.kind, request.organizationId ?? null, request.userId ?? null, request.recipient.trim().toLowerCase(), data];
  const now = dbTime(Date.now());
  const times = dialectOf() === "sqlite" ? [now, now, now] : [];
  const inserted = await (tx ?? getPrisma()).$executeRawUnsafe(sqlText(INSERT_MAIL), ...common, ...times);
  if (!tx && inserted > 0) signalMail();
  return inserted > 0;
}
