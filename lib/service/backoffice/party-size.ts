/** Everyone who needs a bed: adults, children and infants (as the quote builder counts). */
export function partySize(guestNumbers: unknown): number {
  const g = guestNumbers as { adults: number; children?: number; infants?: number };
  return g.adults + (g.children ?? 0) + (g.infants ?? 0);
}
