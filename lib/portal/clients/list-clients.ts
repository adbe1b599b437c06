import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { MemberContext } from "../session/get-member";
import { toApprovalRule, type ApprovalRule } from "./approval-rules";

const LIMIT = 1000;
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export type ClientListRow = {
  id: string;
  name: string;
  poNumberRequired: boolean;
  approvalRule: ApprovalRule;
  archivedAt: Date | null;
  travellerCount: number;
  costCentreCount: number;
  policyCapCount: number;
};

/** The organisation's clients by name (agents and admins); archived ones only when asked for. */
export async function listClients(context: Pick<MemberContext, "organization">, options: { archived?: boolean } = {}): Promise<ClientListRow[]> {
  const rows = await getPrisma().client.findMany({
    where: { organizationId: context.organization.id, ...(options.archived ? {} : { archivedAt: null }) },
    orderBy: { name: "asc" },
    take: LIMIT,
    select: { id: true, name: true, poNumberRequired: true, approvalRule: true, archivedAt: true, _count: { select: { travellers: true, costCentres: true, policyCaps: true } } },
  });
  return rows
    .map(({ _count, approvalRule, ...row }) => ({ ...row, approvalRule: toApprovalRule(approvalRule), travellerCount: _count.travellers, costCentreCount: _count.costCentres, policyCapCount: _count.policyCaps }))
    .sort((a, b) => byName.compare(a.name, b.name));
}
