import { Table, TableCell, TableHeader } from "@/components/ui/table";
import type { MarginRow } from "@/lib/portal/reports/margin";
import { formatMoney } from "@/lib/shared/format";

/** The booked spend at the provider's price and at the client's, and the agency's margin: a row per currency, never added across them. */
export function AgencyMargin({ rows }: { rows: MarginRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No priced bookings in this period.</p>;
  const notApplied = rows.reduce((n, row) => n + row.notApplied, 0);
  return (
    <>
      <Table caption="The agency's margin by currency" hideCaption data-testid="agency-margin">
        <thead>
          <tr>
            <TableHeader scope="col">Currency</TableHeader>
            <TableHeader scope="col" numeric>
              Bookings
            </TableHeader>
            <TableHeader scope="col" numeric>
              Provider&rsquo;s price
            </TableHeader>
            <TableHeader scope="col" numeric>
              Client&rsquo;s price
            </TableHeader>
            <TableHeader scope="col" numeric>
              Margin
            </TableHeader>
          </tr>
        </thead>
        <tbody className="text-slate-700">
          {rows.map((row) => (
            <tr key={row.currency} data-testid={`margin-${row.currency}`}>
              <TableHeader scope="row" className="text-slate-900">
                {row.currency}
              </TableHeader>
              <TableCell numeric>{row.bookings}</TableCell>
              <TableCell numeric>{formatMoney(row.providerCents, row.currency)}</TableCell>
              <TableCell numeric>{formatMoney(row.clientCents, row.currency)}</TableCell>
              <TableCell numeric className="font-semibold text-slate-900">
                {formatMoney(row.marginCents, row.currency)}
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
      {notApplied > 0 ? (
        <p className="mt-2 text-xs text-slate-600">{`${notApplied === 1 ? "1 booking counts" : `${notApplied} bookings count`} at the provider's price: its fee is in another currency, or its nights are not known.`}</p>
      ) : null}
    </>
  );
}
