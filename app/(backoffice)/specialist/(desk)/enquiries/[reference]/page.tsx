import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Details, Item, PersonDetails } from "@/components/enquiries/details";
import { EnquiryStateBadge, closureReasonLabel } from "@/components/enquiries/enquiry-state-badge";
import { guestsLabel } from "@/components/enquiries/guests";
import { LocationPrecision } from "@/components/enquiries/location-precision";
import { stayLabel } from "@/components/enquiries/stay";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { requireSpecialist } from "@/lib/service/backoffice/web/session";
import { CLOSURE_REASONS } from "@/lib/contract/common";
import { allowedBookingMoves, type BookingMove } from "@/lib/service/backoffice/booking-moves";
import { planEnquiryMove } from "@/lib/service/backoffice/enquiry-moves";
import { deskEnquiryVersion } from "@/lib/service/backoffice/desk-version";
import { getDeskEnquiry } from "@/lib/service/backoffice/get-desk-enquiry";
import { searchInventory } from "@/lib/service/backoffice/search-inventory";
import { ServiceError } from "@/lib/service/errors";
import { acceptItemAction, assignAction, bookingMoveAction, closeAction, reopenAction, shortlistAction } from "./actions";
import { FollowChanges } from "../../_components/follow-changes";
import { AcceptItemButton, type Booked } from "./_components/accept-item-button";
import { CloseForm } from "./_components/close-form";
import { MoveForm } from "./_components/move-form";
import { QuoteComposer } from "./_components/quote-composer";
import { LocalTime } from "@/components/time/time-zone";
import { formatAmount } from "@/lib/shared/format";

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${(await params).reference} · Back office` };
}

const number = (value: string | string[] | undefined, fallback: number | undefined, min: number, max: number) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return value !== undefined && value !== "" && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

const MOVE_BUTTONS: Record<BookingMove, string> = {
  SEND_PARTNER_CONFIRMATION: "Send partner confirmation",
  SEND_CLIENT_CONFIRMATION: "Send client confirmation",
  SEND_CHECK_IN_DETAILS: "Send check-in details",
  CANCEL: "Cancel booking",
};

const BOOKING_STATE_LABELS: Record<string, string> = {
  PENDING: "Pending",
  PARTNER_CONFIRMATION_DETAILS_SENT: "Partner confirmation sent",
  CONFIRMED: "Confirmed",
  CHECK_IN_DETAILS_SENT: "Check-in details sent",
  CANCELLED: "Cancelled",
};

type DeskItem = Awaited<ReturnType<typeof getDeskEnquiry>>["quotes"][number]["items"][number];

/** What accepting this item books: its property, and the unit when it has one, or the client prefers one. */
function bookedBy(item: DeskItem, preferred: string | null): Booked {
  const units = item.property?.units ?? [];
  const unit = units.length === 1 ? units[0] : units.find((u) => u.unitName === preferred);
  return {
    propertyName: item.property?.propertyName ?? "Property",
    unit: unit ? { name: unit.unitName, price: unit.priceBreakdown ? formatAmount(unit.priceBreakdown.wholeStay.includingTax, unit.priceBreakdown.currency) : null } : null,
    units: units.map((u) => u.unitName),
  };
}

// GET /specialist/enquiries/{reference} – one enquiry: its moves, quotes, booking and log
export default async function DeskEnquiryPage({ params, searchParams }: Props) {
  const specialist = await requireSpecialist();
  const { reference } = await params;
  // Read before what it versions: a change made in between makes the page re-read.
  const version = await deskEnquiryVersion(reference);
  const desk = await getDeskEnquiry(reference).catch((error: unknown) => {
    if (error instanceof ServiceError && error.code === "RESOURCE_NOT_FOUND") notFound();
    throw error;
  });
  const { enquiry, quotes, booking, actions, preference } = desk;
  const facts = { state: enquiry.state, specialistName: enquiry.specialistName, hasActiveQuote: quotes.some((q) => q.state === "ACTIVE") };
  const can = (move: Parameters<typeof planEnquiryMove>[1]) => planEnquiryMove(facts, move, specialist.name).ok;
  const fields = { reference };
  const address = enquiry.address as { locality: string | null; region: string | null; country: string | null; streetAddress: string | null };
  const guests = enquiry.guestNumbers as { adults: number; children?: number; infants?: number };
  const requirements = enquiry.guestRequirements as { text: string; type: string }[];

  const query = await searchParams;
  const radiusKm = number(query.radiusKm, 25, 1, 100) as number;
  const maxNightlyRate = number(query.maxNightlyRate, undefined, 1, 1_000_000);
  const search = can("QUOTE") ? await searchInventory(reference, { radiusKm, maxNightlyRate }) : null;

  return (
    <>
      <FollowChanges version={version ?? ""} enquiry={reference} />
      <nav className="mb-4 text-sm">
        <Link href="/specialist" className="text-brand-700 hover:underline">
          ← Queue
        </Link>
      </nav>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900">
            <span className="font-mono">{enquiry.serviceReference}</span>
            <span data-testid="enquiry-state">
              <EnquiryStateBadge state={enquiry.state} />
            </span>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <span title={enquiry.account.name} data-testid="enquiry-agency">
              {enquiry.account.displayName ?? enquiry.account.name}
            </span>{" "}
            · client reference {enquiry.clientReference} · received <LocalTime at={enquiry.createdAt} />
            {enquiry.closureReason ? ` · closed: ${closureReasonLabel(enquiry.closureReason)}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {can("ASSIGN") ? <MoveForm action={assignAction} fields={fields} label="Assign to me" /> : null}
          {can("SHORTLIST") ? <MoveForm action={shortlistAction} fields={fields} label="Start shortlisting" variant="primary" /> : null}
          {can("REOPEN") ? <MoveForm action={reopenAction} fields={fields} label="Reopen" variant="primary" /> : null}
          {can("CLOSE") ? <CloseForm action={closeAction} fields={fields} reasons={CLOSURE_REASONS.map((r) => ({ value: r, label: closureReasonLabel(r) }))} /> : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {preference ? (
            <Card title="Client preference" description={<>Reported by the agent&apos;s system <LocalTime at={preference.updatedAt} />. It books nothing.</>}>
              <p className="text-sm text-slate-900" data-testid="client-preference">
                The client prefers <span className="font-medium">{preference.propertyName ?? "an option of an earlier quote"}</span> · {preference.unitName}
              </p>
              {preference.note ? <p className="mt-2 text-sm whitespace-pre-line text-slate-700">“{preference.note}”</p> : null}
            </Card>
          ) : null}
          {booking ? (
            <Card title={`Booking ${booking.reference}`} description={<>Created <LocalTime at={booking.createdAt} /></>}>
              <div className="flex flex-wrap items-end gap-3">
                <span data-testid="booking-state">
                  <Badge tone={booking.state === "CANCELLED" ? "danger" : "brand"}>{BOOKING_STATE_LABELS[booking.state] ?? booking.state}</Badge>
                </span>
                {allowedBookingMoves(booking.state).map((move) => (
                  <MoveForm
                    key={move}
                    action={bookingMoveAction}
                    fields={{ ...fields, move }}
                    label={MOVE_BUTTONS[move]}
                    variant={move === "CANCEL" ? "danger" : "primary"}
                  />
                ))}
              </div>
            </Card>
          ) : null}

          <Card title="Quotes" description={quotes.length === 0 ? "No quote sent yet." : "Newest first."}>
            {quotes.length === 0 ? null : (
              <ol className="flex flex-col gap-4">
                {quotes.map((quote) => (
                  <li key={quote.id} className="rounded-md p-3 ring-1 ring-slate-200" data-testid="quote">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium text-slate-900">{quote.description}</span>
                      <Badge tone={quote.state === "ACTIVE" ? "success" : "neutral"}>{quote.state}</Badge>
                    </div>
                    <p className="text-xs text-slate-500">
                      Sent <LocalTime at={quote.createdAt} />{quote.booking ? ` · booked as ${quote.booking.reference}` : ""}
                    </p>
                    <ul className="mt-2 flex flex-col gap-2">
                      {quote.items.map((item) => (
                        // The item's badges and its move sit in the item's own box, next to its
                        // name: on a phone they wrap under that name, never beside the next one.
                        <li key={item.id} className="rounded-md p-2 text-sm ring-1 ring-slate-100" data-testid="quote-item">
                          <div className="flex flex-wrap items-start justify-between gap-2">
                            <span className="min-w-0 font-medium break-words text-slate-900">
                              {item.property?.propertyName ?? "Property"} <span className="font-normal text-slate-600">· {item.distanceFromEnquiryLocation.value} km</span>
                            </span>
                            <span className="flex flex-wrap items-center gap-2">
                              {preference?.quoteId === quote.id && preference.quoteItemId === item.id ? <Badge tone="brand">Client prefers {preference.unitName}</Badge> : null}
                              {quote.booking?.quoteItemId === item.id ? <Badge tone="success">Booked</Badge> : null}
                              {quote.state === "ACTIVE" && !quote.booking && can("ACCEPT_QUOTE_ITEM") ? (
                                <AcceptItemButton
                                  action={acceptItemAction}
                                  fields={{ ...fields, quoteId: quote.id, quoteItemId: item.id }}
                                  booked={bookedBy(item, preference?.quoteId === quote.id && preference.quoteItemId === item.id ? preference.unitName : null)}
                                />
                              ) : null}
                            </span>
                          </div>
                          {(item.property?.units ?? []).map((u) => (
                            <span key={u.unitName} className="block text-xs text-slate-600">
                              {u.unitName}
                              {u.priceBreakdown ? `: ${formatAmount(u.priceBreakdown.wholeStay.includingTax, u.priceBreakdown.currency)} for the stay` : ""}
                            </span>
                          ))}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </Card>

          {search ? (
            <Card title="Compose a quote" description={`Inventory around the enquiry for ${search.guests} guest${search.guests === 1 ? "" : "s"}, priced for ${stayLabel(search.stay.from, search.stay.to)}${search.stay.defaulted ? " (dates defaulted)" : ""}.`}>
              <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Search the inventory">
                <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                  Within (km)
                  <input name="radiusKm" type="number" min={1} max={100} defaultValue={radiusKm} className="w-24 rounded-md border-0 px-2 py-1.5 text-sm ring-1 ring-slate-300 ring-inset" />
                </label>
                <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                  Max nightly rate
                  <input name="maxNightlyRate" type="number" min={1} defaultValue={maxNightlyRate} className="w-32 rounded-md border-0 px-2 py-1.5 text-sm ring-1 ring-slate-300 ring-inset" />
                </label>
                <button type="submit" className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50">
                  Search
                </button>
              </form>
              {search.hits.length === 0 ? (
                <p className="text-sm text-slate-600">No unit within {radiusKm} km sleeps the party at that rate; widen the search.</p>
              ) : (
                <QuoteComposer
                  reference={reference}
                  hits={search.hits.slice(0, 20)}
                  nights={search.stay.nights}
                  defaultDescription={`Serviced apartments near ${address.locality ?? address.country ?? "the requested location"}`}
                />
              )}
            </Card>
          ) : null}
        </div>

        <div className="flex flex-col gap-6">
          <Card title="Enquiry">
            <Details stacked>
              <Item label="Specialist">{enquiry.specialistName ?? "Unassigned"}</Item>
              <Item label="Stay">{stayLabel(enquiry.checkIn, enquiry.checkOut)}</Item>
              <Item label="Guests">{guestsLabel({ adults: guests.adults, children: guests.children ?? 0, infants: guests.infants ?? 0 })}</Item>
              <Item label="Location">{[address.streetAddress, address.locality, address.region, address.country].filter(Boolean).join(", ")}<LocationPrecision location={{ coordinates: enquiry, mapPlaceId: enquiry.mapPlaceId, address: { postalCode: null, ...address } }} className="mt-1 text-xs text-slate-600" /></Item>
              <Item label="Requirements">
                {requirements.length === 0 ? (
                  "None"
                ) : (
                  // One line each, as the agent wrote them (their own line breaks kept).
                  <ul className="flex list-disc flex-col gap-1 pl-4" data-testid="requirements">
                    {requirements.map((r, i) => (
                      <li key={i} className="break-words whitespace-pre-line">
                        {r.text}
                      </li>
                    ))}
                  </ul>
                )}
              </Item>
            </Details>
          </Card>
          <Card title="Lead guest">
            <PersonDetails person={enquiry.leadGuest as never} empty="Not given." />
          </Card>
          <Card title="Booker">
            <PersonDetails person={enquiry.clientBooker as never} empty="Not given." />
          </Card>
          <Card title="Action log" description="Who did what, newest first.">
            {actions.length === 0 ? (
              <p className="text-sm text-slate-600">No action yet.</p>
            ) : (
              <ol className="flex flex-col gap-3 text-sm" data-testid="action-log">
                {actions.map((a) => (
                  <li key={a.id}>
                    <span className="text-slate-900">{a.summary}</span>
                    <span className="block text-xs text-slate-500">
                      {a.by} · <LocalTime at={a.at} />
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
