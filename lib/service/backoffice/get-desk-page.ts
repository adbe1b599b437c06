import type { BookingChangeHistory } from "@/lib/contract/booking-change";
import { getBookingChangeHistory } from "../booking-changes/get-booking-change-history";
import { allowedBookingMoves, type BookingMove } from "./booking-moves";
import { deskEnquiryVersion } from "./desk-version";
import { ENQUIRY_MOVES, planEnquiryMove, type EnquiryMove } from "./enquiry-moves";
import { getDeskEnquiry, type DeskEnquiry } from "./get-desk-enquiry";
import { searchInventory, type InventorySearch } from "./search-inventory";

export type DeskPage = DeskEnquiry & {
  /** What the page was drawn from (deskEnquiryVersion): an open page re-reads when it changes. */
  version: string;
  /** The enquiry's moves the signed-in specialist may make now. */
  moves: EnquiryMove[];
  /** The booking's moves its state allows. */
  bookingMoves: BookingMove[];
  /** The booking's versions and changes (newest first), the one waiting for an answer among them; null without a booking. */
  bookingChanges: BookingChangeHistory | null;
  /** The inventory for a quote, when the specialist may send one: the search as made, and what it found. */
  search: (InventorySearch & Awaited<ReturnType<typeof searchInventory>>) | null;
};

/**
 * The back office's page of one enquiry, for `specialist` (their name): the enquiry as
 * getDeskEnquiry reads it, the moves they may make, and the inventory around it when
 * they may quote. Throws the service's "not found" for an unknown reference.
 */
export async function getDeskPage(serviceReference: string, specialist: string, search: InventorySearch): Promise<DeskPage> {
  // Read before what it versions: a change made in between makes the page re-read.
  const version = await deskEnquiryVersion(serviceReference);
  const desk = await getDeskEnquiry(serviceReference);
  const facts = {
    state: desk.enquiry.enquiryState?.state ?? "",
    specialistName: desk.enquiry.assignedSpecialist?.name ?? null,
    hasActiveQuote: desk.quotes.some((q) => q.state === "ACTIVE"),
  };
  const bookingChanges = desk.booking ? await getBookingChangeHistory({ reference: desk.booking.reference }) : null;
  const moves = ENQUIRY_MOVES.filter((move) => planEnquiryMove(facts, move, specialist).ok);
  const found = moves.includes("QUOTE") ? await searchInventory(serviceReference, search) : null;
  return {
    ...desk,
    version: version ?? "",
    moves,
    bookingMoves: desk.booking ? allowedBookingMoves(desk.booking.state) : [],
    bookingChanges,
    search: found ? { ...search, ...found } : null,
  };
}
