import "server-only";
import { lockTrackedEnquiry } from "@/lib/db/locks";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { askToWithdraw } from "./ask-withdrawal";
import { sumUp } from "./index-enquiry";
import { isBookingState } from "./provider-progress";

/** What became of one provider the enquiry was withdrawn from. */
export type Withdrawal = {
  connection: { id: string; name: string };
  /** The provider closed its enquiry (the withdrawal extension); otherwise it is withdrawn here only. */
  closedAtProvider: boolean;
  /** Why it is withdrawn here only, in words; null when the provider closed it. */
  note: string | null;
};

/**
 * Once one provider has booked the agency enquiry, withdraws it from the others: each is
 * asked to close its enquiry through the withdrawal extension (this app's service has it;
 * another provider may not), and every one is marked withdrawn here whatever it answered,
 * so that the summary, the list and the reports count the booking alone. Providers already
 * withdrawn are left alone: a second call withdraws nothing more. The audit trail records
 * it with the withdrawal, naming who closed it and who is withdrawn here only.
 */
export async function withdrawFromOthers(context: MemberContext, reference: string): Promise<Withdrawal[]> {
  const organizationId = context.organization.id;
  const db = getPrisma();
  const enquiry = await db.trackedEnquiry.findFirst({
    where: { organizationId, reference },
    select: { id: true, providers: { orderBy: { createdAt: "asc" }, select: { id: true, connectionId: true, serviceReference: true, state: true, withdrawnAt: true } } },
  });
  if (!enquiry) throw new PortalError("NOT_FOUND", `Enquiry ${reference} is not one of this organisation's.`);
  const live = enquiry.providers.filter((p) => p.withdrawnAt === null);
  if (!live.some((p) => isBookingState(p.state))) {
    throw new PortalError("CONFLICT", "No provider has booked this enquiry: it is withdrawn from the others once one of them books.");
  }
  // A provider's own booking is never withdrawn: it is the provider's to cancel.
  const others = live.filter((p) => !isBookingState(p.state));
  if (others.length === 0) return [];
  const names = new Map(
    (await db.serviceConnection.findMany({ where: { organizationId, id: { in: live.map((p) => p.connectionId) } }, select: { id: true, name: true } })).map((c) => [c.id, c.name]),
  );
  const nameOf = (connectionId: string) => names.get(connectionId) ?? "A removed provider";

  const outcomes = await Promise.all(
    others.map(async (provider): Promise<Withdrawal> => {
      const connection = { id: provider.connectionId, name: nameOf(provider.connectionId) };
      const note = await askToWithdraw(organizationId, provider.connectionId, provider.serviceReference);
      return { connection, closedAtProvider: note === null, note };
    }),
  );

  const booked = live.filter((p) => isBookingState(p.state)).map((p) => nameOf(p.connectionId));
  const audit = await memberAudit(context, "enquiry-withdrawn-from-others", withdrawalSummary(reference, booked, outcomes));
  const withdrawnAt = new Date();
  await db.$transaction(async (tx) => {
    await lockTrackedEnquiry(tx, enquiry.id);
    const { count } = await tx.providerEnquiry.updateMany({ where: { enquiryId: enquiry.id, id: { in: others.map((o) => o.id) }, withdrawnAt: null }, data: { withdrawnAt } });
    await sumUp(tx, enquiry.id);
    // Two members withdrawing at once: the one whose change landed records it.
    if (count > 0) await recordAudit(audit, tx);
  });
  return outcomes;
}

/** "Enquiry R1 withdrawn from the other providers after Harbour booked it: Citadel closed it; Meridian is withdrawn here only." */
function withdrawalSummary(reference: string, booked: string[], outcomes: Withdrawal[]): string {
  const closed = outcomes.filter((o) => o.closedAtProvider).map((o) => o.connection.name);
  const local = outcomes.filter((o) => !o.closedAtProvider).map((o) => o.connection.name);
  const parts = [
    closed.length > 0 ? `${closed.join(", ")} closed ${closed.length === 1 ? "its enquiry" : "theirs"}` : null,
    local.length > 0 ? `${local.join(", ")} ${local.length === 1 ? "is" : "are"} withdrawn here only` : null,
  ];
  return `Enquiry ${reference} withdrawn from the other providers after ${booked.join(", ")} booked it: ${parts.filter(Boolean).join("; ")}.`;
}
