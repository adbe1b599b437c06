import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import type { ReportPeriod, ReportQuery } from "@/lib/portal/reports/report-query";

export type SenderOption = { userId: string; name: string };

/** The period and the sender: a plain GET form, so a report has its own address to bookmark or send. */
export function ReportFilters({ query, period, senders, currentUserId }: { query: ReportQuery; period: ReportPeriod; senders: SenderOption[]; currentUserId: string }) {
  return (
    <form role="search" aria-label="Report" method="get" action="/reports" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label="Sent from">
        <Input type="date" name="from" defaultValue={period.from} required />
      </Field>
      <Field label="Sent to">
        <Input type="date" name="to" defaultValue={period.to} required />
      </Field>
      <Field label="Sent by">
        <Select name="agent" defaultValue={query.agent ?? ""}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          {senders
            .filter((sender) => sender.userId !== currentUserId)
            .map((sender) => (
              <option key={sender.userId} value={sender.userId}>
                {sender.name}
              </option>
            ))}
        </Select>
      </Field>
      <div className="flex items-end">
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </div>
    </form>
  );
}
