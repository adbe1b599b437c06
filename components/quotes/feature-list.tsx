import type { Feature } from "@/lib/contract/quote";
import { featureKey } from "@/lib/portal/quotes/compare-quote";
import { AVAILABILITY } from "./labels";

/**
 * Features grouped by category, each with its availability in words and a symbol.
 * Features every property shares are hidden when the board shows only differences.
 */
export function FeatureList({ features, shared, label }: { features: Feature[]; shared: Set<string>; label: string }) {
  if (features.length === 0) return <p className="text-sm text-slate-500">None listed.</p>;
  const groups = new Map<string, Feature[]>();
  for (const feature of features) groups.set(feature.category, [...(groups.get(feature.category) ?? []), feature]);
  return (
    <div className="flex flex-col gap-2" aria-label={label} role="group">
      {[...groups].map(([category, items]) => (
        <div key={category}>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{category}</p>
          <ul className="mt-0.5 text-sm">
            {items.map((feature) => {
              const availability = AVAILABILITY[feature.availability];
              const isShared = shared.has(featureKey(feature));
              return (
                <li
                  key={featureKey(feature)}
                  data-shared={isShared || undefined}
                  className={`flex items-baseline gap-1.5 ${isShared ? "group-data-[only-differences=true]/board:hidden" : ""}`}
                >
                  <span aria-hidden="true" className={`w-3 shrink-0 text-center font-semibold ${availability.tone}`}>
                    {availability.symbol}
                  </span>
                  <span className={feature.availability === "NOT_AVAILABLE" ? "text-slate-500" : "text-slate-900"}>
                    {feature.description}
                    {feature.measurableUnitValue ? ` (${feature.measurableUnitValue})` : ""}
                    <span className="text-slate-600"> · {availability.label}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
