import { LocalTime } from "@/components/time/time-zone";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { BookingMove } from "@/lib/service/backoffice/booking-moves";
import type { DeskBooking } from "@/lib/service/backoffice/get-desk-enquiry";
import { bookingMoveAction } from "../actions";
import { MoveForm } from "./move-form";

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

/** The enquiry's booking: its state, and the moves that state allows. */
export function BookingCard({ reference, booking, moves }: { reference: string; booking: DeskBooking; moves: BookingMove[] }) {
  return (
    <Card title={`Booking ${booking.reference}`} description={<>Created <LocalTime at={booking.createdAt} /></>}>
      <div className="flex flex-wrap items-end gap-3">
        <span data-testid="booking-state">
          <Badge tone={booking.state === "CANCELLED" ? "danger" : "brand"}>{BOOKING_STATE_LABELS[booking.state] ?? booking.state}</Badge>
        </span>
        {moves.map((move) => (
          <MoveForm
            key={move}
            action={bookingMoveAction}
            fields={{ reference, move }}
            label={MOVE_BUTTONS[move]}
            variant={move === "CANCEL" ? "danger" : "primary"}
          />
        ))}
      </div>
    </Card>
  );
}
