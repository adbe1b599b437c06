import type { InventoryHit } from "@/lib/service/backoffice/search-inventory";

/** An override at or below this share of the inventory's rate is checked twice before sending. */
export const DEEP_CUT_SHARE = 0.5;

export type DeepCut = { unitId: string; label: string; currency: string; from: number; to: number; percent: number };

/**
 * The ticked units whose nightly-rate override cuts the inventory's rate by half or more:
 * typed as a per-stay price, a slip of a digit, or a real discount the specialist confirms.
 */
export function deepCuts(data: FormData, hits: InventoryHit[]): DeepCut[] {
  const ticked = new Set(data.getAll("unit").map(String));
  const cuts: DeepCut[] = [];
  for (const hit of hits) {
    for (const unit of hit.units) {
      if (!ticked.has(`${hit.propertyId}:${unit.id}`)) continue;
      const typed = String(data.get(`rate.${unit.id}`) ?? "").trim();
      const to = Number(typed);
      // Not a number, or not above 0: the server refuses it with its own message.
      if (typed === "" || !Number.isFinite(to) || to <= 0 || to > unit.nightlyRate * DEEP_CUT_SHARE) continue;
      cuts.push({ unitId: unit.id, label: `${unit.name}, ${hit.name}`, currency: unit.currency, from: unit.nightlyRate, to, percent: Math.round((1 - to / unit.nightlyRate) * 100) });
    }
  }
  return cuts;
}
