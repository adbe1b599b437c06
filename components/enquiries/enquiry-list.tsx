import Link from "next/link";
import type { TrackedEnquiryRow } from "@/lib/portal/enquiries/list-tracked-enquiries";
import { Badge } from "@/components/ui/badge";
import { Truncated } from "@/components/ui/truncated";
import { EnquiryStateBadge } from "./enquiry-state-badge";
import { guestsLabel } from "./guests";
import { SortHeader, type ListSorting } from "./sort-header";
import { nightsBetween, nightsLabel, stayLabel } from "./stay";
import { LocalTime } from "@/components/time/time-zone";


/**
 * The organisation's enquiries: a table on wide screens, a list of cards on narrow ones
 * (only one of the two is displayed, so assistive technology meets one).
 */
export function EnquiryList({ rows, sorting }: { rows: TrackedEnquiryRow[]; sorting?: ListSorting }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Enquiries</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <SortHeader column="reference" sorting={sorting}>
                Enquiry
              </SortHeader>
              <th scope="col" className="px-4 py-3">State</th>
              <SortHeader column="checkIn" sorting={sorting}>
                Stay
              </SortHeader>
              <th scope="col" className="px-4 py-3">Place</th>
              <th scope="col" className="px-4 py-3">Guests</th>
              <SortHeader column="created" sorting={sorting}>
                Created
              </SortHeader>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.reference} className="align-top hover:bg-slate-50">
                <td className="px-4 py-3">
                  <EnquiryLink row={row} />
                  {/* Cut to the column: a reference or a name can be 255 characters of one word. */}
                  <Truncated text={row.clientReference} className="mt-0.5 max-w-56 text-slate-600" />
                  {row.leadGuestName ? <Truncated text={row.leadGuestName} className="max-w-56 text-slate-500" /> : null}
                </td>
                <td className="px-4 py-3">
                  <EnquiryStateBadge state={row.state} />
                  <Progress row={row} />
                  <ClientChoice row={row} />
                </td>
                <td className="px-4 py-3">
                  <Stay row={row} />
                </td>
                <td className="max-w-64 px-4 py-3 text-slate-900 wrap-anywhere">{row.placeLabel}</td>
                <td className="px-4 py-3 text-slate-900">{guestsLabel(row)}</td>
                <td className="px-4 py-3">
                  <Created row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.reference} className="rounded-lg bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <EnquiryLink row={row} />
                <Truncated text={row.clientReference} className="text-slate-600" />
              </div>
              <EnquiryStateBadge state={row.state} />
            </div>
            <Progress row={row} />
            <ClientChoice row={row} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 wrap-anywhere">
              <dt className="text-slate-500">Stay</dt>
              <dd>
                <Stay row={row} />
              </dd>
              <dt className="text-slate-500">Place</dt>
              <dd className="text-slate-900">{row.placeLabel}</dd>
              <dt className="text-slate-500">Guests</dt>
              <dd className="text-slate-900">
                {guestsLabel(row)}
                {row.leadGuestName ? `, lead ${row.leadGuestName}` : ""}
              </dd>
              <dt className="text-slate-500">Created</dt>
              <dd>
                <Created row={row} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** How far an enquiry's several providers have gone. */
function Progress({ row }: { row: TrackedEnquiryRow }) {
  if (!row.progress) return null;
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="enquiry-progress">
      {row.progress}
    </p>
  );
}

function EnquiryLink({ row }: { row: TrackedEnquiryRow }) {
  return (
    <>
      <Link
        href={`/enquiries/${encodeURIComponent(row.reference)}`}
        className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {row.reference}
      </Link>
      {/* Sent with a key of another account: the current key cannot read its details. */}
      {row.otherAccount ? (
        <Badge tone="warning" className="ml-2 align-middle">
          Other account
        </Badge>
      ) : null}
    </>
  );
}

function Stay({ row }: { row: TrackedEnquiryRow }) {
  const nights = nightsBetween(row.checkIn, row.checkOut);
  return (
    <>
      <div className="text-slate-900">{stayLabel(row.checkIn, row.checkOut)}</div>
      {nights !== null ? <div className="text-slate-500">{nightsLabel(nights)}</div> : null}
    </>
  );
}

function Created({ row }: { row: TrackedEnquiryRow }) {
  return (
    <>
      <Truncated text={row.createdByName} className="max-w-48 text-slate-900" />
      <LocalTime at={row.createdAt} dateOnly className="block text-slate-500" />
    </>
  );
}

function ClientChoice({ row }: { row: TrackedEnquiryRow }) {
  if (!row.choiceLabel) return null;
  return (
    <div className="mt-1 max-w-56 text-xs text-slate-700" data-testid="list-client-choice">
      Client chose {row.choiceLabel}
    </div>
  );
}
