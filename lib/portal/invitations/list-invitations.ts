import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { mailMode } from "@/lib/mail/mail-mode";
import { toRole, type Role } from "../membership/roles";
import { invitationLink } from "./invitation-link";
import { invitationMailKey } from "./send-invitation-mail";

/** What became of an invitation's e-mail, for the admin who sent it. */
export type InvitationMailState =
  | { status: "sending" }
  | { status: "retrying"; reason: string }
  | { status: "sent"; at: Date }
  | { status: "caught" }
  | { status: "failed"; reason: string };

export type InvitationRow = {
  id: string;
  email: string;
  role: Role;
  link: string;
  expiresAt: Date;
  expired: boolean;
  invitedBy: string;
  /** null: no e-mail was sent (this server sends none, or the invitation predates e-mail). */
  mail: InvitationMailState | null;
};

/** Invitations of the organisation still waiting for an answer (expired ones included, marked), with their e-mail's fate. */
export async function listPendingInvitations(organizationId: string, now = new Date()): Promise<InvitationRow[]> {
  const db = getPrisma();
  const rows = await db.invitation.findMany({
    where: { organizationId, status: "pending" },
    select: { id: true, email: true, role: true, expiresAt: true, inviter: { select: { name: true } } },
    orderBy: { createdAt: "desc" },
  });
  // The first message and any sent again (their keys extend the first's): the latest tells.
  const mails = await db.outgoingMail.findMany({
    where: {
      organizationId,
      OR: rows.flatMap((row) => [{ dedupeKey: invitationMailKey(row.id) }, { dedupeKey: { startsWith: `${invitationMailKey(row.id)}:` } }]),
    },
    select: { dedupeKey: true, status: true, lastError: true, sentAt: true, html: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const byKey = new Map(mails.map((mail) => [mail.dedupeKey.split(":again:")[0]!, mail]));
  const catcher = mailMode() === "catcher";
  return rows.map((row) => {
    const mail = byKey.get(invitationMailKey(row.id));
    return {
      id: row.id,
      email: row.email,
      role: toRole(row.role ?? "agent"),
      link: invitationLink(row.id),
      expiresAt: row.expiresAt,
      expired: row.expiresAt <= now,
      invitedBy: row.inviter.name,
      mail: mail ? mailState(mail, catcher) : null,
    };
  });
}

function mailState(mail: { status: string; lastError: string | null; sentAt: Date | null; html: string | null }, catcher: boolean): InvitationMailState {
  if (mail.status === "FAILED") return { status: "failed", reason: mail.lastError ?? "The mail server refused it." };
  if (mail.status === "SENT") return catcher && mail.html !== null ? { status: "caught" } : { status: "sent", at: mail.sentAt ?? new Date() };
  return mail.lastError ? { status: "retrying", reason: mail.lastError } : { status: "sending" };
}
