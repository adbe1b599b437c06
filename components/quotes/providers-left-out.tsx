import type { ProviderQuotes } from "@/lib/portal/enquiries/get-quote-comparison";

function reason(p: ProviderQuotes, othersQuoted: boolean): string | null {
  if (p.status === "withdrawn") return "the enquiry was withdrawn from this provider, so its quotes are not compared.";
  if (p.status === "unavailable") return `its quotes cannot be shown right now. ${p.message}`;
  // With nothing on the board, the page says why there is no quote at all.
  return p.active || !othersQuoted ? null : "no active quote yet.";
}

/** The providers whose quotes are not on the board, and why: the others are compared all the same. */
export function ProvidersLeftOut({ providers }: { providers: ProviderQuotes[] }) {
  const othersQuoted = providers.some((p) => p.status === "found" && p.active);
  const left = providers.flatMap((p) => {
    const why = reason(p, othersQuoted);
    return why ? [{ p, why }] : [];
  });
  if (left.length === 0) return null;
  return (
    <ul className="mb-4 flex max-w-3xl flex-col gap-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-300" aria-label="Providers not compared" data-testid="providers-left-out">
      {left.map(({ p, why }) => (
        <li key={p.provider.connectionId}>
          <span className="font-medium">{p.provider.name}</span>: {why}
        </li>
      ))}
    </ul>
  );
}
