import type { Feature } from "@/lib/contract/quote";
import { featureKey } from "@/lib/portal/quotes/compare-quote";
import { AVAILABILITY } from "./labels";
import css from "./comparison.module.css";
import { cn } from "@/lib/shared/cn";

const HIDE_SHARED = "group-data-[only-differences=true]/board:hidden";

/**
 * Features grouped by category, each with its availability in words and a symbol.
 * Features every property shares are hidden when the board shows only differences.
 * Kept to two elements a feature: a quote of 5 × 4 lists hundreds.
 */
export function FeatureList({ features, shared, label }: { features: Feature[]; shared: Set<string>; label: string }) {
  if (features.length === 0) return <p className="text-sm text-slate-500">None listed.</p>;
  const groups = new Map<string, Feature[]>();
  for (const feature of features) groups.set(feature.category, [...(groups.get(feature.category) ?? []), feature]);
  return (
    <ul className="flex flex-col gap-0.5 text-sm print:block" aria-label={label} data-features>
      {[...groups].map(([category, items]) => [
        // A heading over features that are all hidden would stand alone: it hides with them.
        <li key={category} data-category className={cn(css.label, "pt-1", items.every((f) => shared.has(featureKey(f))) ? HIDE_SHARED : "")}>
          {category}
        </li>,
        ...items.map((feature) => {
          const availability = AVAILABILITY[feature.availability];
          const isShared = shared.has(featureKey(feature));
          return (
            <li
              key={featureKey(feature)}
              data-shared={isShared || undefined}
              className={cn(feature.availability === "NOT_AVAILABLE" ? css.featureNo : css.feature, isShared ? HIDE_SHARED : "")}
            >
              <span aria-hidden="true" className={cn(css.symbol, css[availability.tone])}>
                {availability.symbol}
              </span>
              {feature.description}
              {feature.measurableUnitValue ? ` (${feature.measurableUnitValue})` : ""} · {availability.label}
            </li>
          );
        }),
      ])}
    </ul>
  );
}
