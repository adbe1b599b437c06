import { getPrisma } from "@/lib/db/prisma";

// What a back-office page shows changes only with these, so an open page compares them
// with what it was drawn from and re-reads when they differ. Read from the database, the
// same for every instance: a change made through another instance is seen as soon as it
// is committed, with no signal to miss.

/**
 * The version of one enquiry's page: its row (every move writes it), the count of its
 * events (two moves in one millisecond still differ) and the client's preference, which
 * changes without either. Null when there is no such enquiry.
 */
export async function deskEnquiryVersion(serviceReference: string): Promise<string | null> {
  const db = getPrisma();
  const enquiry = await db.enquiry.findUnique({ where: { serviceReference }, select: { id: true, updatedAt: true } });
  if (!enquiry) return null;
  const [events, preference] = await Promise.all([
    db.event.count({ where: { enquiryId: enquiry.id } }),
    db.clientPreference.findUnique({ where: { enquiryId: enquiry.id }, select: { updatedAt: true } }),
  ]);
  return `${enquiry.updatedAt.getTime()}.${events}.${preference?.updatedAt.getTime() ?? 0}`;
}

/** The version of the queue: the latest change to any enquiry (an index answers it). */
export async function queueVersion(): Promise<string> {
  const { _max } = await getPrisma().enquiry.aggregate({ _max: { updatedAt: true } });
  return String(_max.updatedAt?.getTime() ?? 0);
}
