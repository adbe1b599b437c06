import type { Metadata } from "next";
import Link from "next/link";
import { EnquiryStateBadge, stateLabel } from "@/components/ui/enquiry-state-badge";
import { stayLabel } from "@/components/ui/stay";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableHeader } from "@/components/ui/table";
import { requireSpecialist } from "@/lib/service/backoffice/web/session";
import { ENQUIRY_STATES } from "@/lib/contract/common";
import { queueVersion } from "@/lib/service/backoffice/desk-version";
import { QUEUE_LIMIT, QueueFilter, listQueue } from "@/lib/service/backoffice/list-queue";
import { FollowChanges } from "./_components/follow-changes";
import { waitingLabel } from "./_components/waiting";

export const metadata: Metadata = { title: "Queue · Back office" };

const AGES = [
  { value: 0, label: "Any age" },
  { value: 1, label: "Waiting 1 day or more" },
  { value: 3, label: "Waiting 3 days or more" },
  { value: 7, label: "Waiting a week or more" },
];

const control =
  "block rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none";

const cell = "max-sm:min-w-0 max-sm:p-0";

/** A cell's column name, shown above its value on a phone, where the table's head is not drawn (readers hear the head). */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-medium text-slate-500 sm:hidden">
      {children}
    </span>
  );
}

// GET /specialist – every account's enquiries, oldest waiting first
export default async function QueuePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireSpecialist();
  const filter = QueueFilter.parse(await searchParams);
  // Read before the rows: a change made in between makes the page re-read.
  const version = await queueVersion();
  const { rows, next } = await listQueue(filter);
  // The same filters, from another place in the queue.
  const pageHref = (after: string | null) => {
    const params = new URLSearchParams({ q: filter.q, state: filter.state, minAgeDays: String(filter.minAgeDays), city: filter.city });
    if (after) params.set("after", after);
    return `/specialist?${params}`;
  };
  return (
    <>
      <FollowChanges version={version} />
      <PageHeader
        title="Queue"
        description="Enquiries of every account, oldest waiting first."
        actions={
          <ButtonLink href="/specialist/waiting-for-reply" variant="secondary">
            Waiting for a reply
          </ButtonLink>
        }
      />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Filter the queue">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
          Search
          <input
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder="Reference, agency or guest"
            aria-describedby="queue-search-hint"
            className={`${control} w-64 max-w-full`}
          />
          <span id="queue-search-hint" className="sr-only">
            Part of the enquiry&apos;s reference or client reference, the agency&apos;s name or the lead guest&apos;s name.
          </span>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          State
          <select name="state" defaultValue={filter.state} className={control}>
            <option value="WAITING">Waiting (not closed, not finished)</option>
            <option value="ALL">All states</option>
            {ENQUIRY_STATES.map((s) => (
              <option key={s} value={s}>
                {stateLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Age
          <select name="minAgeDays" defaultValue={String(filter.minAgeDays)} className={control}>
            {AGES.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          City
          <input name="city" defaultValue={filter.city} placeholder="e.g. London" className={control} />
        </label>
        <button type="submit" className={buttonClasses("secondary")}>
          Filter
        </button>
      </form>
      {rows.length === 0 ? (
        <EmptyState title="Nothing waiting">
          {filter.after ? (
            <>
              No more enquiries match these filters.{" "}
              <Link href={pageHref(null)} className="font-medium text-brand-700 hover:underline">
                Back to the oldest
              </Link>
            </>
          ) : (
            "No enquiry matches these filters."
          )}
        </EmptyState>
      ) : (
        // On a phone each enquiry is a card of its own, every cell labelled, instead of a row wider than the screen.
        <Table
          look="panel"
          caption="Enquiries of every account, oldest waiting first"
          hideCaption
          tableClassName="max-sm:block"
          footer={next || filter.after ? (
            <nav aria-label="Pages of the queue" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
              <span>{filter.after ? `${rows.length} more, oldest first` : `The ${rows.length} oldest`}</span>
              <span className="flex gap-3">
                {filter.after ? (
                  <Link href={pageHref(null)} className="font-medium text-brand-700 hover:underline">
                    Back to the oldest
                  </Link>
                ) : null}
                {next ? (
                  <Link href={pageHref(next)} className="font-medium text-brand-700 hover:underline">
                    Next {QUEUE_LIMIT}
                  </Link>
                ) : null}
              </span>
            </nav>
          ) : null}
        >
          <thead className="max-sm:sr-only">
            <tr>
              <TableHeader scope="col">Enquiry</TableHeader>
              <TableHeader scope="col">Agency</TableHeader>
              <TableHeader scope="col">State</TableHeader>
              <TableHeader scope="col">City</TableHeader>
              <TableHeader scope="col">Stay</TableHeader>
              <TableHeader scope="col">Specialist</TableHeader>
              <TableHeader scope="col">Waiting</TableHeader>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map((r) => (
              <tr key={r.serviceReference} className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:px-4 max-sm:py-4">
                <td className={`${cell} max-sm:col-start-1 max-sm:row-start-1`}>
                  <Link href={`/specialist/enquiries/${r.serviceReference}`} className="font-mono font-semibold text-brand-700 hover:underline">
                    {r.serviceReference}
                  </Link>
                  <div className="text-xs text-slate-500 max-sm:wrap-anywhere">{r.clientReference}</div>
                </td>
                <td className={`${cell} text-slate-700 max-sm:wrap-anywhere`}>
                  <PhoneLabel>Agency</PhoneLabel>
                  {r.accountName}
                </td>
                <td className={`${cell} max-sm:col-start-2 max-sm:row-start-1 max-sm:justify-self-end`}>
                  <span className="flex flex-wrap items-center gap-1">
                    <EnquiryStateBadge state={r.state} />
                    {r.changed ? (
                      <Badge tone="warning">
                        Changed<span className="sr-only">: the agent&apos;s side amended the details, and no quote was sent for them since</span>
                      </Badge>
                    ) : null}
                    {r.changeRequested ? (
                      <Badge tone="warning">
                        Change requested<span className="sr-only">: the agent&apos;s side asked to change the booking, and it waits for your answer</span>
                      </Badge>
                    ) : null}
                  </span>
                </td>
                <td className={`${cell} text-slate-700`}>
                  <PhoneLabel>City</PhoneLabel>
                  {[r.locality, r.country].filter(Boolean).join(", ") || "—"}
                </td>
                <td className={`${cell} text-slate-700`}>
                  <PhoneLabel>Stay</PhoneLabel>
                  {stayLabel(r.checkIn, r.checkOut)}
                </td>
                <td className={`${cell} text-slate-700`}>
                  <PhoneLabel>Specialist</PhoneLabel>
                  {r.specialistName ?? <span className="text-slate-500">Unassigned</span>}
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  <PhoneLabel>Waiting</PhoneLabel>
                  {waitingLabel(r.waitingMs)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
