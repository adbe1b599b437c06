import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { toApprovalRule, type ApprovalRule } from "./approval-rules";
import { CLIENT_NOT_FOUND } from "./client-access";

export type ClientDetails = {
  id: string;
  name: string;
  poNumberRequired: boolean;
  approvalRule: ApprovalRule;
  /** The agency's markup and white label for the client as saved (pricing/markup.ts reads them); null follows the agency's default. */
  markupKind: string | null;
  markupValue: string | null;
  markupCurrency: string | null;
  markupRounding: string;
  whiteLabel: boolean | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  travellers: { id: string; givenName: string; familyName: string; email: string | null; phone: string | null }[];
  costCentres: { id: string; code: string; label: string }[];
  approvers: { id: string; name: string; email: string }[];
  policyCaps: { id: string; placeKind: "city" | "country"; place: string; currency: string; nightlyCap: string }[];
};

/** A client of the member's organisation with all it holds (agents and admins); another organisation's is "not found". */
export async function getClientOrThrow(context: Pick<MemberContext, "organization">, clientId: string): Promise<ClientDetails> {
  const row = await getPrisma().client.findFirst({
    where: { id: clientId, organizationId: context.organization.id },
    select: {
      id: true,
      name: true,
      poNumberRequired: true,
      approvalRule: true,
      markupKind: true,
      markupValue: true,
      markupCurrency: true,
      markupRounding: true,
      whiteLabel: true,
      archivedAt: true,
      createdAt: true,
      updatedAt: true,
      travellers: { select: { id: true, givenName: true, familyName: true, email: true, phone: true }, orderBy: [{ familyName: "asc" }, { givenName: "asc" }, { id: "asc" }] },
      costCentres: { select: { id: true, code: true, label: true }, orderBy: [{ codeKey: "asc" }] },
      approvers: { select: { id: true, name: true, email: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      policyCaps: { select: { id: true, placeKind: true, place: true, currency: true, nightlyCap: true }, orderBy: [{ placeKind: "asc" }, { placeKey: "asc" }] },
    },
  });
  if (!row) throw new PortalError("NOT_FOUND", CLIENT_NOT_FOUND);
  return {
    ...row,
    approvalRule: toApprovalRule(row.approvalRule),
    policyCaps: row.policyCaps.map((cap) => ({ ...cap, placeKind: cap.placeKind === "country" ? "country" : "city" })),
  };
}

/** Whether the organisation has this client, archived or not (a page's 404 before it streams). */
export async function clientExists(organizationId: string, clientId: string): Promise<boolean> {
  return (await getPrisma().client.count({ where: { id: clientId, organizationId } })) > 0;
}
