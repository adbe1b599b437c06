import "server-only";
import { lockTrackedEnquiry } from "@/lib/db/locks";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { askToWithdraw } from "./ask-withdrawal";
import { sumUp } from "./index-enquiry";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { listOpenEnquiries, type OpenEnquiry } from "../connections/list-open-enquiries";

/** What became of one open enquiry withdrawn from the provider. */
export type OpenWithdrawal = {
  reference: string;
  clientReference: string;
  serviceReference: string;
  /** The provider closed it (the withdrawal extension); otherwise it is withdrawn here only. */
  closedAtProvider: boolean;
  /** Why it is withdrawn here only, in words; null when the provider closed it. */
  note: string | null;
};

// Providers are asked a few enquiries at a time: a long list neither floods one nor waits on each in turn.
const AT_ONCE = 4;

/**
 * Before a provider is removed: withdraws every enquiry it is still working on. Each is
 * asked to close its enquiry through the withdrawal extension, with the connection's key
 * (still at hand), and marked withdrawn here whatever it answers, so that the list, the
 * dashboard and reports stop waiting for it; its agency enquiry is summed up again. One
 * sent with a key of another account is not asked (the present key cannot reach it) and is
 * withdrawn here only. Nothing is deleted: the enquiries stay, with how each was withdrawn
 * on its page. A second call finds nothing left to withdraw. Each withdrawal is in the
 * audit trail, recorded with it.
 */
export async function withdrawOpenEnquiries(context: MemberContext, connectionId: string): Promise<{ name: string; withdrawals: OpenWithdrawal[] }> {
  const organizationId = context.organization.id;
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true, keyGeneration: true } });
  if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed already.");

  const open = await listOpenEnquiries(organizationId, connection.id);
  const withdrawals: OpenWithdrawal[] = [];
  for (let i = 0; i < open.length; i += AT_ONCE) {
    withdrawals.push(...(await Promise.all(open.slice(i, i + AT_ONCE).map((enquiry) => withdrawOne(context, connection, enquiry)))));
  }
  return { name: connection.name, withdrawals };
}

async function withdrawOne(context: MemberContext, connection: { id: string; name: string; keyGeneration: number }, enquiry: OpenEnquiry): Promise<OpenWithdrawal> {
  const note =
    enquiry.keyGeneration === connection.keyGeneration
      ? await askToWithdraw(context.organization.id, connection.id, enquiry.serviceReference)
      : "It was sent with a key of another account than this connection uses now, which cannot reach it.";
  const how = note === null ? `${connection.name} closed it` : "withdrawn here only";
  const audit = await memberAudit(context, "enquiry-withdrawn-from-provider", `Enquiry ${enquiry.reference} (${enquiry.clientReference}) withdrawn from ${connection.name} before the provider's removal: ${how}.`);
  await getPrisma().$transaction(async (tx) => {
    await lockTrackedEnquiry(tx, enquiry.enquiryId);
    const { count } = await tx.providerEnquiry.updateMany({ where: { id: enquiry.id, withdrawnAt: null }, data: { withdrawnAt: new Date() } });
    await sumUp(tx, enquiry.enquiryId);
    if (count > 0) await recordAudit(audit, tx);
  });
  return { reference: enquiry.reference, clientReference: enquiry.clientReference, serviceReference: enquiry.serviceReference, closedAtProvider: note === null, note };
}
