import { normalizeName } from "./normalize-name";

// Both spellings are common in addresses and GeoNames uses either.
const SWAPS: ReadonlyArray<[RegExp, string]> = [
  [/\bsaint\b/g, "st"],
  [/\bst\b/g, "saint"],
  [/\bsainte\b/g, "ste"],
  [/\bste\b/g, "sainte"],
];

/**
 * Extra keys under which a place is also found, from its raw name and that name's key.
 * GeoNames spells some places unlike people do: "New York City" (written "New York"),
 * "Washington, D.C." ("Washington"), "The Bronx", "Saint Louis" ("St Louis").
 */
export function nameVariants(rawName: string, key: string): string[] {
  const variants = new Set<string>();
  const comma = rawName.indexOf(",");
  if (comma > 0) variants.add(normalizeName(rawName.slice(0, comma)));
  if (key.endsWith(" city") && key.length > 5) variants.add(key.slice(0, -5));
  if (key.startsWith("the ")) variants.add(key.slice(4));
  if (key.includes("st")) {
    for (const [word, replacement] of SWAPS) {
      const swapped = key.replace(word, replacement);
      if (swapped !== key) variants.add(swapped);
    }
  }
  variants.delete(key);
  variants.delete("");
  return [...variants];
}
