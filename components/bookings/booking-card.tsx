import { Details, Item } from "@/components/ui/details";
import { nightsBetween, nightsLabel, stayLabel } from "@/components/ui/stay";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { BookingView } from "@/lib/portal/bookings/get-booking-view";
import { formatMoney } from "@/lib/shared/format";
import { LocalTime } from "@/components/time/time-zone";

const STANDING = {
  pending: { tone: "warning", label: "Pending" },
  confirmed: { tone: "success", label: "Booked" },
  cancelled: { tone: "danger", label: "Cancelled" },
} as const satisfies Record<BookingView["standing"], { tone: BadgeTone; label: string }>;

/** What was booked: shown once the provider has a booking for the enquiry. */
export function BookingCard({ booking }: { booking: BookingView }) {
  const nights = nightsBetween(booking.checkIn, booking.checkOut);
  return (
    <Card title="Booking" actions={<Badge tone={STANDING[booking.standing].tone}>{STANDING[booking.standing].label}</Badge>}>
      <div className="flex flex-col gap-5" data-testid="booking-card">
        <Details>
          <Item label="Reference">
            <span className="font-mono" data-testid="booking-reference">
              {booking.reference}
            </span>
          </Item>
          <Item label="State">
            <span data-testid="booking-state-text">{booking.stateText}</span>
          </Item>
          <Item label="Property">{booking.propertyName}</Item>
          <Item label="Unit">
            {booking.unit ? (
              booking.unit.unitName
            ) : (
              <span className="text-slate-600">Not named by the provider; the quote offered {booking.unitNames.join(", ") || "no units"}.</span>
            )}
          </Item>
          <Item label="Dates">
            {stayLabel(booking.checkIn, booking.checkOut)}
            {nights ? ` (${nightsLabel(nights)})` : ""}
          </Item>
          <Item label="Total for the stay">
            {booking.total ? (
              <span className="tabular-nums" data-testid="booking-total">
                {booking.total.estimated ? "about " : ""}
                {formatMoney(booking.total.totalCents, booking.total.currency)}
                {booking.total.onRequest ? " + charges on request" : ""}
              </span>
            ) : (
              <span className="text-slate-600">Not known until the unit is named</span>
            )}
          </Item>
        </Details>
        <div>
          <h3 className="text-sm font-medium text-slate-800">Steps</h3>
          <ol className="mt-2 flex flex-col gap-1.5 text-sm" aria-label="Booking steps">
            {booking.steps.map((step, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-x-4">
                <span className="text-slate-900">{step.text}</span>
                <LocalTime at={step.at} className="text-slate-600 tabular-nums" />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Card>
  );
}
