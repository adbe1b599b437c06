import type { Report } from "@/lib/portal/reports/get-report";
import { Table, TableCell, TableHeader } from "@/components/ui/table";
import { hoursLabel, monthLabel } from "./labels";

/** How soon each provider first answered the agents' questions, month by month of asking. */
export function FirstReplyTimes({ firstReply }: { firstReply: Report["firstReply"] }) {
  if (firstReply.length === 0) return <p className="text-sm text-slate-600">No one asked a provider a question about the enquiries sent in this period.</p>;
  return (
    <Table caption="Time to the provider's first reply, by provider and month" hideCaption scrollLabel="Time to the provider's first reply" data-testid="first-reply">
      <thead>
        <tr>
          <TableHeader scope="col">Provider</TableHeader>
          <TableHeader scope="col">Month asked</TableHeader>
          <TableHeader scope="col" numeric>
            Answered
          </TableHeader>
          <TableHeader scope="col" numeric>
            Median
          </TableHeader>
          <TableHeader scope="col" numeric>
            90th percentile
          </TableHeader>
        </tr>
      </thead>
      <tbody className="text-slate-700">
        {firstReply.map((row) => (
          <tr key={`${row.provider} ${row.month}`}>
            <TableHeader scope="row" className="text-slate-900">
              {row.provider}
            </TableHeader>
            <TableCell>{monthLabel(row.month)}</TableCell>
            <TableCell numeric>
              {row.answered} of {row.asked}
            </TableCell>
            <TableCell numeric>{row.medianHours === null ? "–" : hoursLabel(row.medianHours)}</TableCell>
            <TableCell numeric>{row.p90Hours === null ? "–" : hoursLabel(row.p90Hours)}</TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
