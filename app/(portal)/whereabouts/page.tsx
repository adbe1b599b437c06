import type { Metadata } from "next";
import Link from "next/link";
import { WorldMap } from "@/components/enquiries/world-map";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { Table, TableHeader } from "@/components/ui/table";
import { listClients } from "@/lib/portal/clients/list-clients";
import { PortalError } from "@/lib/portal/errors";
import { requireMember } from "@/lib/portal/session/require-member";
import { getTimeZone } from "@/lib/portal/time-zone/get-time-zone";
import { listWhereabouts, WHEREABOUTS_LIMIT, type Whereabouts } from "@/lib/portal/whereabouts/list-whereabouts";
import { stayRange, todayIn, WhereaboutsQuery, type StayRange } from "@/lib/portal/whereabouts/stay-range";
import { formatDay, formatStay } from "@/lib/shared/format";

export const metadata: Metadata = { title: "Who is where" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const STATUS = { pending: { label: "Pending", tone: "warning" }, confirmed: { label: "Confirmed", tone: "success" }, cancelled: { label: "Cancelled", tone: "neutral" } } as const;

// GET /whereabouts?from=&to=&client= – the travellers whose booked stay covers a night of the range (admins and agents)
export default async function WhereaboutsPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await requireMember();
  const query = WhereaboutsQuery.parse(await searchParams);
  const today = todayIn(await getTimeZone());
  let range: StayRange | null = null;
  let refusal: string | null = null;
  try {
    range = stayRange(query, today);
  } catch (error) {
    if (!(error instanceof PortalError)) throw error;
    refusal = error.message;
  }
  const [clients, whereabouts] = await Promise.all([listClients(context), range ? listWhereabouts(context, range, query.client) : null]);
  const nights = range ? (range.from === range.to ? (range.from === today ? `tonight, ${formatDay(range.from)}` : `the night of ${formatDay(range.from)}`) : `the nights from ${formatDay(range.from)} to ${formatDay(range.to)}`) : null;

  return (
    <>
      <PageHeader
        title="Who is where"
        description="Travellers with a booking (pending ones marked) whose stay covers the nights asked for, by city. A stay's nights run from check-in to the night before check-out; cancelled bookings are not listed."
      />
      <div className="flex flex-col gap-6">
        <form role="search" aria-label="Who is where" method="get" action="/whereabouts" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="First night">
            <Input type="date" name="from" defaultValue={range?.from ?? query.from ?? today} />
          </Field>
          <Field label="Last night">
            <Input type="date" name="to" defaultValue={range?.to ?? query.to ?? today} />
          </Field>
          <Field label="Client">
            <Select name="client" defaultValue={query.client ?? ""}>
              <option value="">Every client</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex items-end gap-3">
            <Button type="submit" variant="secondary">
              Show
            </Button>
            <Link href="/whereabouts" className="text-sm text-brand-700 underline">
              Tonight
            </Link>
          </div>
        </form>
        {refusal ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-600/20">
            {refusal}
          </p>
        ) : null}
        {whereabouts && nights ? <Listing whereabouts={whereabouts} nights={nights} /> : null}
      </div>
    </>
  );
}

function Listing({ whereabouts, nights }: { whereabouts: Whereabouts; nights: string }) {
  const { cities, count, more } = whereabouts;
  const travellers = `${count} ${count === 1 ? "traveller" : "travellers"}`;
  const places = `${cities.length} ${cities.length === 1 ? "city" : "cities"}`;
  return (
    <>
      <Card title="On the map" description={count === 0 ? `Nobody is away ${nights}.` : `${travellers} in ${places}, ${nights}.`}>
        <WorldMap
          point={cities.map((c) => ({ latitude: c.latitude, longitude: c.longitude }))}
          label={count === 0 ? `A world map: nobody is away ${nights}.` : `A world map marking ${places}: ${cities.map((c) => c.placeLabel).join("; ")}.`}
          className="max-h-80"
        />
        {more ? <p className="mt-3 text-sm text-slate-700">{`The first ${WHEREABOUTS_LIMIT} stays by check-in are shown: choose fewer nights or a client to see the others.`}</p> : null}
      </Card>
      {cities.map((city) => (
        <Card key={city.placeLabel} title={city.placeLabel} description={`${city.stays.length} ${city.stays.length === 1 ? "traveller" : "travellers"}`}>
          <Table caption={`Travellers in ${city.placeLabel}`} hideCaption>
            <thead>
              <tr>
                <TableHeader scope="col">Traveller</TableHeader>
                <TableHeader scope="col">Stay</TableHeader>
                <TableHeader scope="col" className="max-sm:hidden">
                  Client
                </TableHeader>
                <TableHeader scope="col">Booking</TableHeader>
              </tr>
            </thead>
            <tbody>
              {city.stays.map((stay) => (
                <tr key={stay.id} data-testid="whereabouts-stay">
                  <TableHeader scope="row" className="wrap-anywhere">
                    {stay.traveller.name}
                    {stay.traveller.email || stay.traveller.phone ? (
                      <span className="block text-xs font-normal break-all text-slate-600">{[stay.traveller.email, stay.traveller.phone].filter(Boolean).join(" · ")}</span>
                    ) : null}
                  </TableHeader>
                  <td className="whitespace-nowrap">{formatStay(stay.checkIn, stay.checkOut)}</td>
                  <td className="wrap-anywhere max-sm:hidden">{stay.client?.name ?? "—"}</td>
                  <td>
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone={STATUS[stay.status].tone}>{STATUS[stay.status].label}</Badge>
                      <Link href={`/enquiries/${encodeURIComponent(stay.reference)}`} className="font-mono text-sm text-brand-700 underline">
                        {stay.bookingReference}
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      ))}
    </>
  );
}
