import "server-only";
import { getPrisma } from "@/lib/db/prisma";

// How the receiver stores a provider's message event (JSON.stringify of the event's data,
// store-event.ts): the side is read from it, so that the agency's own messages, which
// come back as events too, are never unread.
const FROM_PROVIDER = '"authorSide":"PROVIDER"';

/**
 * The member's unread provider messages per agency enquiry of the organisation: messages
 * of its providers written after the member last opened the enquiry (markEnquirySeen, the
 * mark the unread quotes use), or after they joined when they never did. Counted from the
 * MESSAGE.CREATED events the receiver stored; enquiries with none are left out.
 */
export async function countUnreadMessages(organizationId: string, userId: string, references: string[]): Promise<Map<string, number>> {
  const unread = await readUnread(organizationId, userId, references);
  return new Map([...unread].map(([reference, { count }]) => [reference, count]));
}

/**
 * The organisation's enquiries with provider messages the member has not read, among the
 * latest messages received (the dashboard's "Needs attention"): the count and the newest.
 */
export async function listUnreadMessages(organizationId: string, userId: string): Promise<Map<string, { count: number; newest: Date }>> {
  const db = getPrisma();
  const latest = await db.portalEvent.findMany({
    where: { organizationId, eventType: "MESSAGE.CREATED", data: { contains: FROM_PROVIDER } },
    orderBy: { seq: "desc" },
    take: 100,
    select: { connectionId: true, serviceReference: true },
  });
  if (latest.length === 0) return new Map();
  const providers = await db.providerEnquiry.findMany({
    where: { organizationId, OR: latest.map((e) => ({ connectionId: e.connectionId, serviceReference: e.serviceReference })) },
    select: { enquiry: { select: { reference: true } } },
  });
  return readUnread(organizationId, userId, [...new Set(providers.map((p) => p.enquiry.reference))]);
}

async function readUnread(organizationId: string, userId: string, references: string[]): Promise<Map<string, { count: number; newest: Date }>> {
  const counts = new Map<string, { count: number; newest: Date }>();
  if (references.length === 0) return counts;
  const db = getPrisma();
  const [providers, seen, membership] = await Promise.all([
    db.providerEnquiry.findMany({
      where: { organizationId, enquiry: { organizationId, reference: { in: references } } },
      select: { connectionId: true, serviceReference: true, enquiry: { select: { reference: true } } },
    }),
    db.enquirySeen.findMany({ where: { organizationId, userId, serviceReference: { in: references } }, select: { serviceReference: true, seenAt: true } }),
    db.member.findFirst({ where: { organizationId, userId }, select: { createdAt: true } }),
  ]);
  if (providers.length === 0) return counts;
  const joinedAt = membership?.createdAt ?? new Date(0);
  const seenAt = new Map(seen.map((s) => [s.serviceReference, s.seenAt]));
  const agencyOf = new Map(providers.map((p) => [`${p.connectionId}/${p.serviceReference}`, p.enquiry.reference]));
  const since = (reference: string) => seenAt.get(reference) ?? joinedAt;
  const earliest = new Date(Math.min(...references.map((r) => since(r).getTime())));
  const events = await db.portalEvent.findMany({
    where: {
      organizationId,
      eventType: "MESSAGE.CREATED",
      serviceReference: { in: [...new Set(providers.map((p) => p.serviceReference))] },
      occurredAt: { gt: earliest },
      data: { contains: FROM_PROVIDER },
    },
    select: { connectionId: true, serviceReference: true, occurredAt: true },
  });
  for (const event of events) {
    const reference = agencyOf.get(`${event.connectionId}/${event.serviceReference}`);
    if (reference === undefined || event.occurredAt <= since(reference)) continue;
    const seen = counts.get(reference);
    counts.set(reference, { count: (seen?.count ?? 0) + 1, newest: seen && seen.newest > event.occurredAt ? seen.newest : event.occurredAt });
  }
  return counts;
}
