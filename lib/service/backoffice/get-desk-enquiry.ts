import { madeForEarlierDetails, type EnquiryAmendment } from "@/lib/contract/amendment";
import type { ClientPreference } from "@/lib/contract/client-preference";
import { formatTimestamp } from "@/lib/contract/common";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { Property, Quote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { AMENDMENT_SELECT, toWireAmendment } from "../amendments/amendment-record";
import { toWireEnquiry } from "../enquiries/to-wire-enquiry";
import { notFound } from "../errors";
import { loadPropertySnapshots } from "../quotes/load-property-snapshots";
import type { StoredQuoteItem } from "../quotes/save-property-snapshots";

export type DeskBooking = { reference: string; state: string; createdAt: string };
/** The client's preference as the API answers it; its property is unnamed when its quote is no longer among those shown. */
export type DeskPreference = Omit<ClientPreference, "propertyName"> & { propertyName: string | null };
export type DeskAction = { id: string; action: string; summary: string; by: string; at: string };

export type DeskEnquiry = {
  enquiry: Enquiry;
  /** The account that sent it: its internal name, and the name its organisation goes by. */
  agency: { name: string; displayName: string | null };
  /** Newest first, at most ten. */
  quotes: Quote[];
  /** The latest booking. */
  booking: DeskBooking | null;
  preference: DeskPreference | null;
  /** Newest first. */
  actions: DeskAction[];
  /** The agent's side's changes to the details, newest first, at most DESK_AMENDMENTS. */
  amendments: EnquiryAmendment[];
  /** The quotes (of those above) created before the latest amendment: made for the earlier details. */
  quotesForEarlierDetails: string[];
};

/** Amendments shown on the page: far more than an enquiry is ever changed. */
export const DESK_AMENDMENTS = 50;

/**
 * Everything the back office shows of one enquiry, in the API's shapes: the enquiry and
 * its account, its quotes (newest first, with their properties as sent), its latest
 * booking, the option the client prefers (as the agent's system reported it), the log
 * of specialists' actions and the agent's side's amendments (newest first), with the quotes
 * made before the latest amendment, for details since changed.
 */
export async function getDeskEnquiry(serviceReference: string): Promise<DeskEnquiry> {
  const db = getPrisma();
  const enquiry = await db.enquiry.findUnique({ where: { serviceReference }, include: { account: { select: { name: true, displayName: true } } } });
  if (!enquiry) throw notFound(`Enquiry ${serviceReference}`);
  const [quotes, bookings, actions, preference, amendments] = await Promise.all([
    db.quote.findMany({ where: { enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 10 }),
    db.booking.findMany({ where: { enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    db.specialistAction.findMany({
      where: { enquiryId: enquiry.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { specialist: { select: { name: true } } },
    }),
    db.clientPreference.findUnique({ where: { enquiryId: enquiry.id } }),
    db.enquiryAmendment.findMany({ where: { enquiryId: enquiry.id }, orderBy: { version: "desc" }, take: DESK_AMENDMENTS, select: AMENDMENT_SELECT }),
  ]);
  const snapshotIds = quotes.flatMap((q) => (q.items as StoredQuoteItem[]).map((i) => i.propertySnapshotId));
  const snapshots: Map<string, Property> = await loadPropertySnapshots(enquiry.accountId, snapshotIds);
  const wireQuotes = quotes.map((q): Quote => {
    const booking = bookings.find((b) => b.quoteId === q.id) ?? null;
    return {
      id: q.id,
      serviceEnquiryReference: enquiry.serviceReference,
      clientEnquiryReference: enquiry.clientReference,
      createdAt: formatTimestamp(q.createdAt),
      updatedAt: formatTimestamp(q.updatedAt),
      invalidatedAt: q.invalidatedAt ? formatTimestamp(q.invalidatedAt) : null,
      state: q.state as Quote["state"],
      description: q.description,
      items: (q.items as StoredQuoteItem[]).map((item) => {
        const property = snapshots.get(item.propertySnapshotId);
        // A snapshot is written in the quote's own transaction and never deleted alone.
        if (!property) throw new Error(`Quote ${q.id} refers to a missing property snapshot.`);
        return { id: item.id, property, distanceFromEnquiryLocation: item.distanceFromEnquiryLocation, booked: booking?.quoteItemId === item.id };
      }),
      // The API names a booking by its reference.
      bookedQuoteItem: booking ? { bookingId: booking.reference, quoteItemId: booking.quoteItemId, createdAt: formatTimestamp(booking.createdAt) } : null,
    };
  });
  const latest = bookings[0];
  // Compared to the millisecond, as stored: the wire's times stop at the second.
  const latestAmendment = amendments[0] ? { createdAt: amendments[0].createdAt.toISOString() } : null;
  return {
    enquiry: toWireEnquiry(enquiry),
    agency: enquiry.account,
    quotes: wireQuotes,
    booking: latest ? { reference: latest.reference, state: latest.state, createdAt: formatTimestamp(latest.createdAt) } : null,
    preference: preference
      ? {
          serviceReference: enquiry.serviceReference,
          quoteId: preference.quoteId,
          quoteItemId: preference.quoteItemId,
          propertyName: wireQuotes.find((q) => q.id === preference.quoteId)?.items.find((i) => i.id === preference.quoteItemId)?.property.propertyName ?? null,
          unitName: preference.unitName,
          note: preference.note,
          updatedAt: formatTimestamp(preference.updatedAt),
        }
      : null,
    actions: actions.map((a) => ({ id: a.id, action: a.action, summary: a.summary, by: a.specialist.name, at: formatTimestamp(a.createdAt) })),
    amendments: amendments.map((a) => toWireAmendment(a, enquiry.serviceReference)),
    quotesForEarlierDetails: quotes.filter((q) => madeForEarlierDetails(q.createdAt.toISOString(), latestAmendment)).map((q) => q.id),
  };
}
