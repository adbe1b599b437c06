import "server-only";
import type { MemberContext } from "../session/get-member";
import { findBookedStays, LIVE_STAY_STATES, type BookedStay } from "./booked-stays";
import type { StayRange } from "./stay-range";

/** The most stays the page lists; it says when there are more. */
export const WHEREABOUTS_LIMIT = 500;

export type WhereaboutsCity = { placeLabel: string; latitude: number; longitude: number; stays: BookedStay[] };
export type Whereabouts = { range: StayRange; cities: WhereaboutsCity[]; count: number; more: boolean };

/**
 * Who is where: the organisation's travellers with a booking (pending or confirmed, never a
 * cancelled one) that covers a night of the range, by city. A stay covers the nights from
 * its check-in up to the night before its check-out: the check-out day is not a night.
 * Only the client's stays when `clientId` is given (another organisation's client: none).
 */
export async function listWhereabouts(context: Pick<MemberContext, "organization">, range: StayRange, clientId?: string): Promise<Whereabouts> {
  const stays = await findBookedStays(
    context.organization.id,
    { state: { in: LIVE_STAY_STATES }, checkIn: { lte: range.to }, checkOut: { gt: range.from }, ...(clientId ? { clientId } : {}) },
    WHEREABOUTS_LIMIT + 1,
  );
  const listed = stays.slice(0, WHEREABOUTS_LIMIT);
  const cities = new Map<string, WhereaboutsCity>();
  for (const stay of listed) {
    const city = cities.get(stay.placeLabel) ?? { placeLabel: stay.placeLabel, latitude: stay.latitude, longitude: stay.longitude, stays: [] };
    city.stays.push(stay);
    cities.set(stay.placeLabel, city);
  }
  const byName = [...cities.values()].sort((a, b) => a.placeLabel.localeCompare(b.placeLabel, "en"));
  return { range, cities: byName, count: listed.length, more: stays.length > WHEREABOUTS_LIMIT };
}
