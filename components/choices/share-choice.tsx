import { NOTE_MAX, REASON_MAX } from "@/lib/portal/choices/choice-input";
import { chooseHash, optionValue } from "@/lib/portal/choices/option-value";
import { LOCK_NOTICES, type ChoiceLock } from "@/lib/portal/share-links/choice-lock";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { formatMoneyRounded } from "@/lib/shared/format";
import { stayTotal } from "@/lib/portal/quotes/stay-total";
import { unitParty } from "@/lib/portal/quotes/rank-units";
import { clientPrice, type Markup } from "@/lib/portal/pricing/markup";
import type { LinkApproval } from "@/lib/portal/approvals/open-link-for-choice";
import type { LinkChoice, SharedQuote } from "@/lib/portal/share-links/open-share-link";
import type { EnquiryApproval } from "@/lib/portal/approvals/list-approvals";
import { ChoiceForm, type ChoiceAction, type ChoiceOption } from "./choice-form";
import type { OptionRef, RenderOption } from "@/components/quotes/quote-comparison";

/** Every unit of every quote that can still be chosen from, in the link's order, with its total for the stay at the client's price. */
function optionsOf(quotes: SharedQuote[], party: StayParty, markup: Markup): ChoiceOption[] {
  return quotes.flatMap(({ quote, source, provider, lock }) => {
    if (lock) return [];
    const bookedId = quote.bookedQuoteItem?.quoteItemId;
    return quote.items.flatMap((item, i) =>
      (item.property.units ?? []).map((unit, j) => {
        const total = stayTotal(unit, party);
        return {
          value: optionValue(source, i, j),
          propertyName: item.property.propertyName,
          unitName: unit.unitName,
          provider: provider?.name ?? null,
          price: total ? `${total.estimated ? "about " : ""}${formatMoneyRounded(clientPrice(markup, { cents: total.totalCents, currency: total.currency }, unitParty(unit, party).nights ?? null).clientCents, total.currency)}` : null,
          booked: item.id === bookedId || item.booked === true,
        };
      }),
    );
  });
}

/** The share page's "Your choice": the form while the client may choose, else what was chosen and why it is fixed. */
export function ShareChoice(props: { token: string; quotes: SharedQuote[]; party: StayParty; choice: LinkChoice | null; lock: ChoiceLock | null; approval: LinkApproval | null; action: ChoiceAction; markup: Markup }) {
  const { token, quotes, party, choice, lock, approval, action, markup } = props;
  const options = optionsOf(quotes, party, markup);
  const label = choice ? `${choice.propertyName} · ${choice.unitName}` : null;
  const closed = quotes.filter((q) => q.lock && q.provider);
  return (
    <section aria-labelledby="your-choice" className="mt-8 max-w-2xl rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 print:hidden" id="your-choice-section">
      <h2 id="your-choice" className="text-lg font-semibold text-slate-900">
        Your choice
      </h2>
      {lock ? (
        <div className="mt-2 flex flex-col gap-2 text-sm">
          {label ? <p className="text-slate-900" data-testid="choice-fixed">You chose {label}.</p> : null}
          <p className="text-slate-700">{LOCK_NOTICES[lock]}</p>
          {approval?.request ? <ApprovalStatus request={approval.request} /> : null}
        </div>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-slate-600">Tell your agent which option you would like; the prices are for the whole stay. You can change your choice until they book it.</p>
          {closed.length > 0 ? (
            <p className="mb-4 text-sm text-slate-700">
              The options quoted by {closed.map((q) => q.provider!.name).join(" and ")} can no longer be chosen: they have since been updated or withdrawn.
            </p>
          ) : null}
          {approval?.request ? <ApprovalStatus request={approval.request} /> : null}
          <ChoiceForm
            token={token}
            options={options}
            current={{ value: choice ? currentValue(quotes, choice) : null, note: choice?.note ?? null, label: approval?.request?.status === "DECLINED" ? null : label }}
            noteMax={NOTE_MAX}
            reason={approval ? { max: REASON_MAX, hint: REASON_HINTS[approval.rule] } : null}
            action={action}
          />
        </>
      )}
    </section>
  );
}

const REASON_HINTS: Record<LinkApproval["rule"], string> = {
  every: "Your choices go to your approver before your agent books: say why this option suits the stay.",
  "out-of-policy": "A choice over your travel policy goes to your approver before your agent books: say why, if this one is.",
};

/** Where the present choice's approval stands, in words. */
function ApprovalStatus({ request }: { request: EnquiryApproval }) {
  const option = `${request.propertyName} · ${request.unitName}`;
  const tone = request.status === "DECLINED" ? "bg-amber-50 text-amber-900 ring-amber-600/25" : "bg-slate-50 text-slate-800 ring-slate-300";
  return (
    <p className={`mb-4 rounded-md px-3 py-2 text-sm ring-1 ${tone}`} data-testid="approval-status">
      {request.status === "PENDING"
        ? `Your choice of ${option} waits for your approver (${request.approvers.join(", ") || "your agent records it"}), as ${request.why}.`
        : request.status === "APPROVED"
          ? `${request.decidedByName ?? "Your approver"} approved your choice of ${option}: your agent has it.`
          : request.status === "DECLINED"
            ? `${request.decidedByName ?? "Your approver"} declined your choice of ${option}${request.comment ? `: “${request.comment}”` : "."} Choose another option, or the same one with a new reason.`
            : null}
    </p>
  );
}

function currentValue(quotes: SharedQuote[], choice: LinkChoice): string | null {
  const shared = quotes.find((q) => q.quote.id === choice.quoteId) ?? (quotes.length === 1 ? quotes[0] : undefined);
  if (!shared) return null;
  const i = shared.quote.items.findIndex((item) => item.id === choice.quoteItemId);
  const j = i < 0 ? -1 : (shared.quote.items[i]!.property.units ?? []).findIndex((unit) => unit.unitName === choice.unitName);
  return j < 0 ? null : optionValue(shared.source, i, j);
}

/** The comparison's "Choose this option" on each unit: a link to that option in the form below (selected on arrival). */
export function chooseLinks(quotes: SharedQuote[], lock: ChoiceLock | null): RenderOption | undefined {
  if (lock) return undefined;
  return function ChooseLink({ source, itemId, unitIndex, unitName, propertyName }: OptionRef) {
    const shared = quotes[source];
    if (!shared || shared.lock) return null;
    const i = shared.quote.items.findIndex((item) => item.id === itemId);
    if (i < 0) return null;
    return (
      <a
        href={`#${chooseHash(optionValue(shared.source, i, unitIndex))}`}
        className="inline-flex w-fit items-center rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/40 ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
      >
        Choose this option
        <span className="sr-only">
          : {propertyName} · {unitName}
          {shared.provider ? `, quoted by ${shared.provider.name}` : ""}
        </span>
      </a>
    );
  };
}
