import Link from "next/link";
import type { TrackedEnquiryRow } from "@/lib/portal/enquiries/list-tracked-enquiries";
import { Badge } from "@/components/ui/badge";
import { Truncated } from "@/components/ui/truncated";
import { EnquiryStateBadge } from "./enquiry-state-badge";
import { guestsLabel } from "./guests";
import { SortHeader, type ListSorting } from "./sort-header";
import { nightsBetween, nightsLabel, stayLabel } from "./stay";
import { LocalTime } from "@/components/time/time-zone";
import styles from "./enquiry-list.module.css";


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
              <tr key={row.reference} className={styles.row}>
                <td className={styles.cell}>
                  <EnquiryLink row={row} />
                  {/* Cut to the column: a reference or a name can be 255 characters of one word. */}
                  <Truncated text={row.clientReference} className={styles.clientReference} />
                  {row.leadGuestName ? <Truncated text={row.leadGuestName} className={styles.leadGuest} /> : null}
                </td>
                <td className={styles.cell}>
                  <EnquiryStateBadge state={row.state} />
                  <Progress row={row} />
                  <ClientChoice row={row} />
                </td>
                <td className={styles.cell}>
                  <Stay row={row} />
                </td>
                <td className={styles.place}>{row.placeLabel}</td>
                <td className={`${styles.cell} ${styles.value}`}>{guestsLabel(row)}</td>
                <td className={styles.cell}>
                  <Created row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.reference} className={styles.card}>
            <div className={styles.cardHead}>
              <div className="min-w-0">
                <EnquiryLink row={row} />
                <Truncated text={row.clientReference} className={styles.cardClientReference} />
              </div>
              <EnquiryStateBadge state={row.state} />
            </div>
            <Progress row={row} />
            <ClientChoice row={row} />
            <dl className={styles.facts}>
              <dt className={styles.muted}>Stay</dt>
              <dd>
                <Stay row={row} />
              </dd>
              <dt className={styles.muted}>Place</dt>
              <dd className={styles.value}>{row.placeLabel}</dd>
              <dt className={styles.muted}>Guests</dt>
              <dd className={styles.value}>
                {guestsLabel(row)}
                {row.leadGuestName ? `, lead ${row.leadGuestName}` : ""}
              </dd>
              <dt className={styles.muted}>Created</dt>
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
    <p className={styles.progress} data-testid="enquiry-progress">
      {row.progress}
    </p>
  );
}

function EnquiryLink({ row }: { row: TrackedEnquiryRow }) {
  return (
    <>
      <Link
        href={`/enquiries/${encodeURIComponent(row.reference)}`}
        className={styles.reference}
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
      <div className={styles.value}>{stayLabel(row.checkIn, row.checkOut)}</div>
      {nights !== null ? <div className={styles.muted}>{nightsLabel(nights)}</div> : null}
    </>
  );
}

function Created({ row }: { row: TrackedEnquiryRow }) {
  return (
    <>
      <Truncated text={row.createdByName} className={styles.creator} />
      <LocalTime at={row.createdAt} dateOnly className={styles.date} />
    </>
  );
}

function ClientChoice({ row }: { row: TrackedEnquiryRow }) {
  if (!row.choiceLabel) return null;
  return (
    <div className={styles.choice} data-testid="list-client-choice">
      Client chose {row.choiceLabel}
    </div>
  );
}
