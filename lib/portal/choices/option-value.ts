// How the share page names an option, for its form and its links (no dependencies: the
// browser loads it).

/** The radio value of a unit: its property's place in the quote and its own place in the property ("2.0"). */
export function optionValue(item: number, unit: number): string {
  return `${item}.${unit}`;
}

/** The id of an option's radio, which a "Choose this option" link on the comparison points at. */
export function chooseHash(value: string): string {
  return `choose-${value.replace(".", "-")}`;
}
