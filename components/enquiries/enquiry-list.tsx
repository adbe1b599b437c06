import Link from "next/link";
import type { TrackedEnquiryRow } from "@/lib/portal/enquiries/list-tracked-enquiries";
import { Badge } from "@/components/ui/badge";
import { Table, TableHeader } from "@/components/ui/table";
import { Truncated } from "@/components/ui/truncated";
import { EnquiryStateBadge } from "@/components/ui/enquiry-state-badge";
import { guestsLabel } from "@/components/ui/guests";
import { SortHeader, type ListSorting } from "./sort-header";
import { nightsBetween, nightsLabel, stayLabel } from "@/components/ui/stay";
import { LocalTime } from "@/components/time/time-zone";
import styles from "./enquiry-list.module.css";

/**
 * The organisation's enquiries: one table, each row rendered once. Wide screens show it as
 * a table; on a phone each row is laid out as a card (CSS alone), its cells labelled by
 * their column's name, and the column headings give way to the filters' "Sort by".
 */
export function EnquiryList({ rows, sorting }: { rows: TrackedEnquiryRow[]; sorting?: ListSorting }) {
  return (
    <Table look="panel" caption="Enquiries" hideCaption className={styles.frame} tableClassName={styles.table}>
      <thead className={styles.head}>
        <tr>
          <SortHeader column="reference" sorting={sorting}>
            Enquiry
          </SortHeader>
          <TableHeader scope="col">State</TableHeader>
          <SortHeader column="checkIn" sorting={sorting}>
            Stay
          </SortHeader>
          <TableHeader scope="col">Place</TableHeader>
          <TableHeader scope="col">Guests</TableHeader>
          <SortHeader column="created" sorting={sorting}>
            Created
          </SortHeader>
        </tr>
      </thead>
      <tbody className={styles.body}>
        {rows.map((row) => (
          <tr key={row.reference} className={styles.row}>
            <td className={styles.enquiry}>
              <EnquiryLink row={row} />
              {/* Cut to the column: a reference or a name can be 255 characters of one word. */}
              <Truncated text={row.clientReference} className={styles.clientReference} />
              {row.leadGuestName ? <Truncated text={row.leadGuestName} className={styles.leadGuest} /> : null}
            </td>
            <td className={styles.state}>
              <EnquiryStateBadge state={row.state} />
              <Progress row={row} />
              <ClientChoice row={row} />
            </td>
            <td className={styles.fact} data-label="Stay">
              <Stay row={row} />
            </td>
            <td className={`${styles.fact} ${styles.place}`} data-label="Place">
              {row.placeLabel}
            </td>
            <td className={`${styles.fact} ${styles.value}`} data-label="Guests">
              {guestsLabel(row)}
            </td>
            <td className={styles.fact} data-label="Created">
              <Created row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
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
      {row.unreadMessages > 0 ? (
        <Badge tone="brand" className="ml-2 align-middle">
          {row.unreadMessages === 1 ? "1 new message" : `${row.unreadMessages} new messages`}
        </Badge>
      ) : null}
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
