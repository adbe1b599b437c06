import { Table, TableCell, TableHeader } from "@/components/ui/table";
import type { Report } from "@/lib/portal/reports/get-report";
import { formatMoneyRounded } from "@/lib/shared/format";

type Billing = Report["billing"];

/** Amounts in different currencies are never added: one table per currency. */
const currencies = (rows: { currency: string }[]) => [...new Set(rows.map((row) => row.currency))].sort();

export function SpendByClient({ billing }: { billing: Billing }) {
  if (billing.byClient.length === 0) return <NoBookings />;
  return (
    <div className="flex flex-col gap-6">
      {currencies(billing.byClient).map((currency) => (
        <Table key={currency} caption={`Booked spend by client in ${currency}`} data-testid={`spend-by-client-${currency}`}>
          <thead>
            <tr>
              <TableHeader scope="col">Client</TableHeader>
              <TableHeader scope="col" numeric>
                Bookings
              </TableHeader>
              <TableHeader scope="col" numeric>
                Spend ({currency})
              </TableHeader>
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {billing.byClient
              .filter((row) => row.currency === currency)
              .map((row, i) => (
                <tr key={i}>
                  <TableHeader scope="row" className="text-slate-900">
                    {row.client}
                  </TableHeader>
                  <TableCell numeric>{row.bookings}</TableCell>
                  <TableCell numeric>{formatMoneyRounded(row.cents, currency)}</TableCell>
                </tr>
              ))}
          </tbody>
        </Table>
      ))}
    </div>
  );
}

export function SpendByCostCentre({ billing }: { billing: Billing }) {
  if (billing.byCostCentre.length === 0) return <NoBookings />;
  return (
    <div className="flex flex-col gap-6">
      {currencies(billing.byCostCentre).map((currency) => (
        <Table key={currency} caption={`Booked spend by cost centre in ${currency}`} data-testid={`spend-by-cost-centre-${currency}`}>
          <thead>
            <tr>
              <TableHeader scope="col">Client</TableHeader>
              <TableHeader scope="col">Cost centre</TableHeader>
              <TableHeader scope="col" numeric>
                Bookings
              </TableHeader>
              <TableHeader scope="col" numeric>
                Spend ({currency})
              </TableHeader>
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {billing.byCostCentre
              .filter((row) => row.currency === currency)
              .map((row, i) => (
                <tr key={i}>
                  <TableHeader scope="row" className="text-slate-900">
                    {row.client}
                  </TableHeader>
                  <TableCell>{row.costCentre}</TableCell>
                  <TableCell numeric>{row.bookings}</TableCell>
                  <TableCell numeric>{formatMoneyRounded(row.cents, currency)}</TableCell>
                </tr>
              ))}
          </tbody>
        </Table>
      ))}
    </div>
  );
}

function NoBookings() {
  return <p className="text-sm text-slate-600">No enquiry sent in this period has a priced booking.</p>;
}
