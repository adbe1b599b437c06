// How the share page names an option, for its form and its links (no dependencies: the
// browser loads it).

/**
 * The radio value of a unit: the place of its provider's quote among the link's quotes, its
 * property's place in that quote and its own place in the property ("1.2.0"). A form from
 * before links spanned providers sends two numbers ("2.0"): the link's first quote.
 */
export function optionValue(source: number, item: number, unit: number): string {
  return `${source}.${item}.${unit}`;
}

/** The id of an option's radio, which a "Choose this option" link on the comparison points at. */
export function chooseHash(value: string): string {
  return `choose-${value.replaceAll(".", "-")}`;
}
