/** One drawing size for every chart: the SVG scales to its column, so text stays in proportion. */
export const CHART = { width: 480, height: 220, margin: { top: 12, right: 12, bottom: 26, left: 48 } } as const;

/** Label every n-th category so that about eight fit under a chart. */
export const labelEvery = (count: number) => Math.max(1, Math.ceil(count / 8));
