import "server-only";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { describeClientError } from "../client-errors";
import { getServiceClient } from "./get-service-client";

export type ConnectionCheck = { ok: boolean; note: string };

/**
 * Calls the list-webhooks endpoint with the stored key, as the specification suggests for
 * checking a key (part 5), and records what happened.
 */
export async function testConnection(context: MemberContext): Promise<ConnectionCheck> {
  let check: ConnectionCheck;
  try {
    const client = await getServiceClient(context.organization.id);
    const webhooks = await client.listWebhooks();
    const count = webhooks.length === 0 ? "no webhooks yet" : webhooks.length === 1 ? "1 webhook" : `${webhooks.length} webhooks`;
    check = { ok: true, note: `The key works. The account has ${count}.` };
  } catch (error) {
    if (error instanceof PortalError) {
      if (error.code !== "NOT_CONNECTED") throw error;
      check = { ok: false, note: error.message };
    } else {
      check = { ok: false, note: describeClientError(error) };
    }
  }
  const audit = await memberAudit(context, "connection-tested", `${check.ok ? "Works" : "Does not work"}: ${check.note}`);
  await getPrisma().$transaction(async (tx) => {
    await tx.serviceConnection.updateMany({
      where: { organizationId: context.organization.id },
      data: { lastCheckedAt: new Date(), lastCheckOk: check.ok, lastCheckNote: check.note },
    });
    await recordAudit(audit, tx);
  });
  return check;
}
