import { getPrisma } from "@/lib/db/prisma";

// What a back-office page shows changes only with these, so an open page compares them
// with what it was drawn from and re-reads when they differ. Read from the database, the
// same for every instance: a change made through another instance is seen as soon as it
// is committed, with no signal to miss.

/**
 * The version of one enquiry's page: its row (every move writes it), the count of its
 * events (two moves in one millisecond still differ), the client's preference, which
 * changes without either, the count of its conversation's messages and the version of its
 * details (the latest amendment's; 1 when never amended). Null when there is no such enquiry.
 */
export async function deskEnquiryVersion(serviceReference: string): Promise<string | null> {
  const db = getPrisma();
  const enquiry = await db.enquiry.findUnique({ where: { serviceReference }, select: { id: true, updatedAt: true } });
  if (!enquiry) return null;
  const [events, preference, messages, amendment] = await Promise.all([
    db.event.count({ where: { enquiryId: enquiry.id } }),
    db.clientPreference.findUnique({ where: { enquiryId: enquiry.id }, select: { updatedAt: true } }),
    db.message.count({ where: { enquiryId: enquiry.id } }),
    db.enquiryAmendment.findFirst({ where: { enquiryId: enquiry.id }, orderBy: { version: "desc" }, select: { version: true } }),
  ]);
  return `${enquiry.updatedAt.getTime()}.${events}.${preference?.updatedAt.getTime() ?? 0}.${messages}.${amendment?.version ?? 1}`;
}

/**
 * The version of the queue: the latest change to any enquiry, the newest message (the
 * "Waiting for a reply" view moves with both) and the latest booking change asked for or
 * answered (the "Change requested" mark). Message ids are time-ordered (UUIDv7), so the
 * newest is the last of the primary key.
 */
export async function queueVersion(): Promise<string> {
  const db = getPrisma();
  const [enquiries, newest, changes] = await Promise.all([
    db.enquiry.aggregate({ _max: { updatedAt: true } }),
    db.message.findFirst({ orderBy: { id: "desc" }, select: { id: true } }),
    db.bookingChange.aggregate({ _max: { createdAt: true, answeredAt: true } }),
  ]);
  return `${enquiries._max.updatedAt?.getTime() ?? 0}.${newest?.id ?? ""}.${changes._max.createdAt?.getTime() ?? 0}.${changes._max.answeredAt?.getTime() ?? 0}`;
}
