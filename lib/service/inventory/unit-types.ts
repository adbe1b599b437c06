// The apartment types of the catalogue, smallest first. A property offers a run of two
// to four neighbouring types; parties above 8 get a generated group residence.

export type UnitType = {
  label: string;
  bedrooms: number;
  bathrooms: number;
  maxOccupancy: number;
  size: readonly [number, number];
  /** Price relative to a studio. */
  priceFactor: number;
};

export const UNIT_TYPES: readonly UnitType[] = [
  { label: "Studio", bedrooms: 0, bathrooms: 1, maxOccupancy: 2, size: [24, 34], priceFactor: 1 },
  { label: "One-bedroom apartment", bedrooms: 1, bathrooms: 1, maxOccupancy: 3, size: [38, 55], priceFactor: 1.35 },
  { label: "Two-bedroom apartment", bedrooms: 2, bathrooms: 2, maxOccupancy: 4, size: [62, 85], priceFactor: 1.9 },
  { label: "Three-bedroom apartment", bedrooms: 3, bathrooms: 2, maxOccupancy: 6, size: [90, 120], priceFactor: 2.6 },
  { label: "Four-bedroom penthouse", bedrooms: 4, bathrooms: 3, maxOccupancy: 8, size: [140, 180], priceFactor: 3.8 },
];

export const LARGEST_CATALOGUE_OCCUPANCY = 8;

/** A residence sleeping `guests` (two to a bedroom), for parties no catalogue type fits. */
export function groupResidence(guests: number): UnitType {
  const bedrooms = Math.ceil(guests / 2);
  const size = 40 + 28 * bedrooms;
  return {
    label: `${bedrooms}-bedroom group residence`,
    bedrooms,
    bathrooms: Math.ceil(bedrooms / 2),
    maxOccupancy: bedrooms * 2,
    size: [size, size + 20],
    priceFactor: 1 + 0.75 * bedrooms,
  };
}

/** The types a property offers: a run of 2–4 neighbours, reaching `minOccupancy` if given. */
export function unitTypesFor(start: number, count: number, minOccupancy = 0): UnitType[] {
  if (minOccupancy > LARGEST_CATALOGUE_OCCUPANCY) return [UNIT_TYPES[UNIT_TYPES.length - 1] as UnitType, groupResidence(minOccupancy)];
  const fitting = UNIT_TYPES.findIndex((t) => t.maxOccupancy >= minOccupancy);
  const end = Math.max(Math.min(start + count, UNIT_TYPES.length), fitting + 1);
  return UNIT_TYPES.slice(Math.max(0, start, end - count), end);
}
