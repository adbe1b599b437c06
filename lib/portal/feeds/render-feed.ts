import "server-only";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { csvWriter, type CsvColumn } from "@/lib/shared/csv";
import type { BookedStay } from "../whereabouts/booked-stays";
import { nightsBetween } from "../whereabouts/stay-range";
import type { FeedFormat } from "./feed-formats";

const CSV_COLUMNS = [
  { key: "bookingReference", header: "Booking" },
  { key: "reference", header: "Enquiry" },
  { key: "status", header: "Status" },
  { key: "checkIn", header: "Check-in" },
  { key: "checkOut", header: "Check-out" },
  { key: "nights", header: "Nights" },
  { key: "place", header: "City" },
  { key: "traveller", header: "Traveller" },
  { key: "email", header: "E-mail" },
  { key: "phone", header: "Phone" },
] as const satisfies readonly CsvColumn[];

/**
 * The calendar's SEQUENCE of a stay: 0 as booked, one more for each accepted change of the
 * booking (its version), and one more once it is cancelled, so a calendar takes each change.
 */
export function staySequence(stay: Pick<BookedStay, "bookingVersion" | "status">): number {
  return Math.max((stay.bookingVersion ?? 1) - 1, 0) + (stay.status === "cancelled" ? 1 : 0);
}

/** A stay's UID in calendars: the agency enquiry's own id, which never changes. */
export function stayUid(stay: Pick<BookedStay, "id">): string {
  return `stay-${stay.id}@staydesk`;
}

const EVENT_STATUS = { pending: ICalEventStatus.TENTATIVE, confirmed: ICalEventStatus.CONFIRMED, cancelled: ICalEventStatus.CANCELLED } as const;

function day(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The client's stays in the feed's format: its body, ready to send. */
export async function renderFeed(format: FeedFormat, clientName: string, stays: BookedStay[]): Promise<string> {
  if (format === "json") {
    return JSON.stringify({
      client: clientName,
      stays: stays.map((s) => ({
        uid: stayUid(s),
        bookingReference: s.bookingReference,
        enquiryReference: s.reference,
        status: s.status,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        nights: nightsBetween(s.checkIn, s.checkOut),
        place: { label: s.placeLabel, latitude: s.latitude, longitude: s.longitude },
        traveller: s.traveller,
        sequence: staySequence(s),
        updatedAt: s.updatedAt.toISOString(),
      })),
    });
  }
  if (format === "ics") {
    const calendar = ical({ name: `${clientName}: stays`, prodId: { company: "Staydesk", product: "Client stays", language: "EN" }, method: ICalCalendarMethod.PUBLISH });
    for (const s of stays) {
      calendar.createEvent({
        id: stayUid(s),
        allDay: true,
        start: day(s.checkIn),
        end: day(s.checkOut),
        stamp: s.updatedAt,
        sequence: staySequence(s),
        status: EVENT_STATUS[s.status],
        summary: `${s.traveller.name} in ${s.placeLabel}${s.status === "pending" ? " (pending)" : ""}`,
        location: s.placeLabel,
        description: [`Booking ${s.bookingReference}`, s.traveller.email, s.traveller.phone].filter(Boolean).join("\n"),
      });
    }
    return calendar.toString();
  }
  const writer = csvWriter(CSV_COLUMNS);
  const chunks: string[] = [];
  writer.on("data", (chunk: Buffer | string) => chunks.push(chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    writer.on("end", resolve);
    writer.on("error", reject);
  });
  for (const s of stays) {
    writer.write({
      bookingReference: s.bookingReference,
      reference: s.reference,
      status: s.status,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      nights: nightsBetween(s.checkIn, s.checkOut),
      place: s.placeLabel,
      traveller: s.traveller.name,
      email: s.traveller.email ?? "",
      phone: s.traveller.phone ?? "",
    });
  }
  writer.end();
  await done;
  return chunks.join("");
}
