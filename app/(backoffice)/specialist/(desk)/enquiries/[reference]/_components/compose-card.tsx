import { stayLabel } from "@/components/ui/stay";
import { Card } from "@/components/ui/card";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { DeskPage } from "@/lib/service/backoffice/get-desk-page";
import { QuoteComposer } from "./quote-composer";

/** Composing a quote: the inventory search (a GET form: the search is the page's address) and the composer of what it found. */
export function ComposeCard({ enquiry, search }: { enquiry: Enquiry; search: NonNullable<DeskPage["search"]> }) {
  const { address } = enquiry.enquiryLocation;
  return (
    <Card
      title="Compose a quote"
      description={`Inventory around the enquiry for ${search.guests} guest${search.guests === 1 ? "" : "s"}, priced for ${stayLabel(search.stay.from, search.stay.to)}${search.stay.defaulted ? " (dates defaulted)" : ""}.`}
    >
      <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Search the inventory">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Within (km)
          <input name="radiusKm" type="number" min={1} max={100} defaultValue={search.radiusKm} className="w-24 rounded-md border-0 px-2 py-1.5 text-sm ring-1 ring-slate-300 ring-inset" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Max nightly rate
          <input name="maxNightlyRate" type="number" min={1} defaultValue={search.maxNightlyRate} className="w-32 rounded-md border-0 px-2 py-1.5 text-sm ring-1 ring-slate-300 ring-inset" />
        </label>
        <button type="submit" className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50">
          Search
        </button>
      </form>
      {search.hits.length === 0 ? (
        <p className="text-sm text-slate-600">No unit within {search.radiusKm} km sleeps the party at that rate; widen the search.</p>
      ) : (
        <QuoteComposer
          reference={enquiry.serviceReference}
          hits={search.hits.slice(0, 20)}
          nights={search.stay.nights}
          defaultDescription={`Serviced apartments near ${address.locality ?? address.country ?? "the requested location"}`}
        />
      )}
    </Card>
  );
}
