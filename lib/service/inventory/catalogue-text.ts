import type { Random } from "./random";

// The words of the made-up catalogue: names, streets and the prose of a listing.

const BRANDS = [
  "Arbor Suites", "Lumen Residences", "Northlight Apartments", "Cityloft", "Meridian Serviced Apartments",
  "Quayside House", "Oriel Apartments", "Parkside Suites", "Atlas Residences", "The Foundry Residences",
  "Linden Court", "Harbourline Apartments",
] as const;

const DISTRICTS = [
  "Riverside", "Old Town", "Central", "Business District", "University Quarter", "Park View",
  "Market Quarter", "Station Quarter", "Garden District", "Museum Quarter",
] as const;

const STREETS = [
  "Riverside Walk", "Market Street", "Station Road", "Garden Lane", "Park Avenue", "Cathedral Square",
  "University Road", "Museum Street", "Canal Street", "Chestnut Avenue", "Mill Lane", "Harbour Road",
] as const;

const TRANSIT = ["metro station", "tram stop", "railway station", "bus interchange"] as const;
const NEARBY = ["cafés and a bakery", "a supermarket and a pharmacy", "restaurants and a food market", "a park and a running path"] as const;

export function propertyName(random: Random, city: string): { brand: string; district: string; name: string } {
  const brand = random.pick(BRANDS);
  const district = random.pick(DISTRICTS);
  return { brand, district, name: `${brand} ${city} ${district}` };
}

export function streetAddress(random: Random): { line1: string; line2: string | null } {
  const line1 = `${random.int(1, 240)} ${random.pick(STREETS)}`;
  return { line1, line2: random.chance(0.4) ? `Building ${random.pick(["A", "B", "C", "East", "West"])}` : null };
}

export function overview(random: Random, p: { brand: string; district: string; city: string; units: number }): string {
  const style = random.pick(["Bright, modern", "Quiet, well-kept", "Contemporary", "Recently renovated"]);
  return `${style} serviced apartments in the ${p.district} area of ${p.city}. ${p.brand} offers ${p.units} apartment types with a kitchen, fast Wi-Fi and weekly housekeeping, suited to business trips and longer family stays alike.`;
}

export function locationOverview(random: Random, city: string): string {
  return `A ${random.int(2, 12)}-minute walk from the nearest ${random.pick(TRANSIT)}, with ${random.pick(NEARBY)} on the street. The centre of ${city} is about ${random.int(5, 30)} minutes away by public transport.`;
}

export function additionalDetails(random: Random): string {
  return random.pick([
    "Keyless entry: the access code is sent on the morning of arrival.",
    "Luggage can be left at reception before check-in and after check-out.",
    "Grocery delivery can be arranged before arrival at cost.",
    "Airport transfers can be booked through reception.",
  ]);
}

export function termsOfStay(random: Random): string {
  const checkIn = random.pick(["14:00", "15:00", "16:00"]);
  const checkOut = random.pick(["10:00", "11:00", "12:00"]);
  return `Check-in from ${checkIn}, check-out by ${checkOut}. Photo ID of every adult guest is required at check-in. No parties or events; quiet hours are 22:00–07:00. The lead guest must be at least 21 years old.`;
}

// One cancellation term a unit, never two that contradict each other (a unit cannot be
// both free to cancel and non-refundable); long stays may add a notice rule on top.
const TERMS = [
  "Free cancellation until 14 days before check-in; 50% of the stay is charged after that.",
  "Free cancellation until 48 hours before check-in; the first night is charged after that.",
  "Non-refundable: the whole stay is charged at confirmation.",
] as const;
const LONG_STAY_NOTICE = "Stays of 28 nights or more need 30 days' notice to cancel or shorten the stay.";

export function cancellationPolicies(random: Random): string[] {
  const term = random.pick(TERMS);
  return random.chance(0.3) ? [term, LONG_STAY_NOTICE] : [term];
}
