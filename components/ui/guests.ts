import { formatGuests } from "@/lib/shared/format";

/** "2 adults, 1 child" (infants only when there are some; written once, in lib/shared/format.ts). */
export const guestsLabel = formatGuests;

/** "51.5085° N, 0.1257° W"; fewer decimals where less is known ("51.51° N, 0.13° W" for a city). */
export function coordinatesLabel(latitude: number, longitude: number, decimals = 4): string {
  const lat = `${Math.abs(latitude).toFixed(decimals)}° ${latitude >= 0 ? "N" : "S"}`;
  const lon = `${Math.abs(longitude).toFixed(decimals)}° ${longitude >= 0 ? "E" : "W"}`;
  return `${lat}, ${lon}`;
}
