/** "2 adults, 1 child" (infants only when there are some). */
export function guestsLabel({ adults, children, infants }: { adults: number; children: number; infants: number }): string {
  const parts = [`${adults} ${adults === 1 ? "adult" : "adults"}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? "child" : "children"}`);
  if (infants > 0) parts.push(`${infants} ${infants === 1 ? "infant" : "infants"}`);
  return parts.join(", ");
}

/** "51.5085° N, 0.1257° W"; fewer decimals where less is known ("51.51° N, 0.13° W" for a city). */
export function coordinatesLabel(latitude: number, longitude: number, decimals = 4): string {
  const lat = `${Math.abs(latitude).toFixed(decimals)}° ${latitude >= 0 ? "N" : "S"}`;
  const lon = `${Math.abs(longitude).toFixed(decimals)}° ${longitude >= 0 ? "E" : "W"}`;
  return `${lat}, ${lon}`;
}
