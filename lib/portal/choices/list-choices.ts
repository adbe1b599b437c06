import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { Forwarded } from "./forward-choice";

export type EnquiryChoice = {
  linkHint: string;
  propertyName: string;
  unitName: string;
  note: string | null;
  chosenAt: Date;
  forwarded: Forwarded;
};

/** The clients' choices on the enquiry's share links, newest first (one per link). */
export async function listChoices(organizationId: string, serviceReference: string): Promise<EnquiryChoice[]> {
  const db = getPrisma();
  const rows = await db.shareChoice.findMany({
    where: { organizationId, serviceReference },
    orderBy: { chosenAt: "desc" },
    take: 20,
    select: { shareLinkId: true, propertyName: true, unitName: true, note: true, chosenAt: true, forwarded: true },
  });
  if (rows.length === 0) return [];
  const links = await db.shareLink.findMany({ where: { organizationId, id: { in: rows.map((r) => r.shareLinkId) } }, select: { id: true, tokenHint: true } });
  const hints = new Map(links.map((l) => [l.id, l.tokenHint]));
  return rows.map(({ shareLinkId, forwarded, ...row }) => ({ ...row, linkHint: hints.get(shareLinkId) ?? "", forwarded: forwarded as Forwarded }));
}

/** The message an agent sends a provider that cannot take the choice through the API. */
export function preparedMessage(enquiry: { serviceReference: string; clientReference: string }, choice: Pick<EnquiryChoice, "propertyName" | "unitName" | "note">): string {
  const lines = [
    `Enquiry ${enquiry.serviceReference} (our reference ${enquiry.clientReference}):`,
    `the client prefers ${choice.propertyName}, ${choice.unitName}, from your latest quote.`,
  ];
  if (choice.note) lines.push(`Their note: "${choice.note}"`);
  lines.push("Please confirm it is still available so that we can go ahead with the booking.");
  return lines.join("\n");
}
