/** One drawing size for every chart: the SVG scales to its column, so text stays in proportion. */
export const CHART = { width: 480, height: 220, margin: { top: 12, right: 12, bottom: 30, left: 64 } } as const;

/** Label every n-th category so that about eight fit under a chart. */
export const labelEvery = (count: number) => Math.max(1, Math.ceil(count / 8));

/**
 * Text in the drawing's own units: the SVG shrinks with a phone's column, so its text is
 * set larger there to read at about the page's small size.
 */
export const CHART_TEXT = "fill-slate-600 text-[12px] max-sm:text-[17px]";

/** The widest a bar may be, so that one month alone is not a slab across the chart. */
export const MAX_BAR = 56;
