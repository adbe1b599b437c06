import { formatDayRange } from "@/lib/shared/format";
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

/** The quote's description: the text a specialist would put at the top of the e-mail. */
export function describeQuote(input: { options: number; near: string; guests: Guests; stay: Stay }): string {
  const { stay } = input;
  const text = `${count(input.options, "serviced apartment option", "serviced apartment options")} near ${input.near} for ${party(input.guests)}, ${formatDayRange(stay.from, stay.to)} (${count(stay.nights, "night", "nights")}).`;
  if (!stay.defaulted) return text;
  return `${text} The enquiry's dates are incomplete, so defaults fill the gap (check-in ${DEFAULT_LEAD_DAYS} days after this quote, ${DEFAULT_NIGHTS} nights); send both dates for an exact quote.`;
}
