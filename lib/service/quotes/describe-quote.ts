import { DEFAULT_LEAD_DAYS, DEFAULT_NIGHTS, type Stay } from "./stay";

type Guests = { adults: number; children?: number; infants?: number };

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function party(g: Guests): string {
  const parts = [count(g.adults, "adult", "adults")];
  if (g.children) parts.push(count(g.children, "child", "children"));
  if (g.infants) parts.push(count(g.infants, "infant", "infants"));
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const FULL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "1 Mar – 8 Mar 2027": how people read a stay (the year once when both dates share it). */
function dates(stay: Stay): string {
  const from = Date.parse(`${stay.from}T00:00:00Z`);
  const to = Date.parse(`${stay.to}T00:00:00Z`);
  const sameYear = new Date(from).getUTCFullYear() === new Date(to).getUTCFullYear();
  return `${(sameYear ? DAY : FULL).format(from)} – ${FULL.format(to)}`;
}

/** The quote's description: the text a specialist would put at the top of the e-mail. */
export function describeQuote(input: { options: number; near: string; guests: Guests; stay: Stay }): string {
  const { stay } = input;
  const text = `${count(input.options, "serviced apartment option", "serviced apartment options")} near ${input.near} for ${party(input.guests)}, ${dates(stay)} (${count(stay.nights, "night", "nights")}).`;
  if (!stay.defaulted) return text;
  return `${text} The enquiry's dates are incomplete, so defaults fill the gap (check-in ${DEFAULT_LEAD_DAYS} days after this quote, ${DEFAULT_NIGHTS} nights); send both dates for an exact quote.`;
}
