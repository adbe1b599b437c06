// The booking moves a specialist makes from the desk: the lifecycle's booking table,
// which the desk's pages and actions read by these names.
export {
  BOOKING_MOVES,
  BOOKING_RULES,
  BOOKING_STATES,
  allowedBookingMoves,
  planBookingMove,
  type BookingMove,
  type BookingPlan,
  type BookingState,
} from "../lifecycle/booking-lifecycle";
