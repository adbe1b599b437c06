import "server-only";
import { getPrisma, type DbTx } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { toApprovalRule, type ApprovalRule } from "./approval-rules";
import { assertClientAdmin, CLIENT_NOT_FOUND } from "./client-access";

export type ClientInChange = { id: string; name: string; approvalRule: ApprovalRule };

type Options<T> = {
  /** What the change did, as a sentence for the audit trail, with what it returns. */
  work: (tx: DbTx, client: ClientInChange) => Promise<{ summary: string; result: T }>;
  /** What a unique index refusing the write means (two admins adding the same code at once). */
  duplicate?: { message: string; field: string };
};

/**
 * A change to what a client holds (its travellers, cost centres, approvers, caps), by an
 * admin: the client is found in the member's organisation, must not be archived, and the
 * change commits with its "client-changed" audit entry or not at all.
 */
export async function writeClientChange<T>(context: MemberContext, clientId: string, { work, duplicate }: Options<T>): Promise<T> {
  assertClientAdmin(context);
  const audit = await memberAudit(context, "client-changed", "");
  try {
    return await getPrisma().$transaction(async (tx) => {
      const row = await tx.client.findFirst({ where: { id: clientId, organizationId: context.organization.id }, select: { id: true, name: true, approvalRule: true, archivedAt: true } });
      if (!row) throw new PortalError("NOT_FOUND", CLIENT_NOT_FOUND);
      if (row.archivedAt) throw new PortalError("CONFLICT", `${row.name} is archived: restore it before changing it.`);
      const { summary, result } = await work(tx, { id: row.id, name: row.name, approvalRule: toApprovalRule(row.approvalRule) });
      await recordAudit({ ...audit, summary }, tx);
      return result;
    });
  } catch (error) {
    if (duplicate && isUniqueViolation(error)) throw new PortalError("CONFLICT", duplicate.message, { [duplicate.field]: [duplicate.message] });
    throw error;
  }
}
