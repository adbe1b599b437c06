import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { Forwarded } from "../share-links/forward-choice";

export type EnquiryChoice = {
  linkHint: string;
  propertyName: string;
  unitName: string;
  note: string | null;
  chosenAt: Date;
  forwarded: Forwarded;
  /** The provider whose option it is, and its reference of the enquiry: where the choice went. */
  provider: { connectionId: string; name: string; reference: string };
};

/** The clients' choices on the enquiry's share links, newest first (one per link). */
export async function listChoices(organizationId: string, serviceReference: string): Promise<EnquiryChoice[]> {
  const db = getPrisma();
  const rows = await db.shareChoice.findMany({
    where: { organizationId, serviceReference },
    orderBy: { chosenAt: "desc" },
    take: 20,
    select: { shareLinkId: true, propertyName: true, unitName: true, note: true, chosenAt: true, forwarded: true, connectionId: true, providerReference: true },
  });
  if (rows.length === 0) return [];
  const [links, connections] = await Promise.all([
    db.shareLink.findMany({ where: { organizationId, id: { in: rows.map((r) => r.shareLinkId) } }, select: { id: true, tokenHint: true } }),
    db.serviceConnection.findMany({ where: { organizationId, id: { in: [...new Set(rows.map((r) => r.connectionId))] } }, select: { id: true, name: true } }),
  ]);
  const hints = new Map(links.map((l) => [l.id, l.tokenHint]));
  const names = new Map(connections.map((c) => [c.id, c.name]));
  return rows.map(({ shareLinkId, forwarded, connectionId, providerReference, ...row }) => ({
    ...row,
    linkHint: hints.get(shareLinkId) ?? "",
    forwarded: forwarded as Forwarded,
    provider: { connectionId, name: names.get(connectionId) ?? "A removed provider", reference: providerReference },
  }));
}

/** The message an agent sends a provider that cannot take the choice through the API: in that provider's reference. */
export function preparedMessage(enquiry: { serviceReference: string; clientReference: string }, choice: Pick<EnquiryChoice, "propertyName" | "unitName" | "note"> & { provider?: { reference: string } }): string {
  const lines = [
    `Enquiry ${choice.provider?.reference ?? enquiry.serviceReference} (our reference ${enquiry.clientReference}):`,
    `the client prefers ${choice.propertyName}, ${choice.unitName}, from your latest quote.`,
  ];
  if (choice.note) lines.push(`Their note: "${choice.note}"`);
  lines.push("Please confirm it is still available so that we can go ahead with the booking.");
  return lines.join("\n");
}
