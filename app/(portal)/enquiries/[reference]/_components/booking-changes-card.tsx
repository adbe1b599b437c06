import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/time/time-zone";
import type { BookingNoteView } from "@/lib/portal/booking-changes/add-booking-note";
import { changeInWords, versionInWords } from "@/lib/portal/booking-changes/change-words";
import type { BookingChangesView } from "@/lib/portal/booking-changes/get-booking-changes";
import { formatGuests } from "@/lib/shared/format";
import { ChangeBookingButton } from "./change-booking-button";
import type { ChangeBookingProps } from "./change-booking-dialog";
import { WithdrawChangeButton } from "./withdraw-change-button";

/**
 * Beside the booking's card: its versions, the change waiting for the provider's answer
 * (with Withdraw), the declined ones with their reason, the notes of what was agreed with a
 * provider directly, and "Change the booking" while it is not cancelled.
 */
export function BookingChangesCard({ changes, notes, change }: { changes: BookingChangesView; notes: BookingNoteView[]; change: ChangeBookingProps | null }) {
  const read = changes.status === "read" ? changes : null;
  return (
    <Card title="Booking versions" actions={change ? <ChangeBookingButton {...change} /> : null}>
      <div className="flex flex-col gap-4 text-sm text-slate-800" data-testid="booking-versions">
        {read ? (
          <ol className="flex flex-col gap-1">
            {read.versions.map((v) => (
              <li key={v.version} data-testid="booking-version" className={v.version === read.current ? "font-medium" : "text-slate-600"}>
                {versionInWords(v)}
                {v.version > 1 ? <span className="text-slate-500"> · {formatGuests(v.guestNumbers)}</span> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-500">
            {changes.status === "no-extension"
              ? "This provider does not take booking changes through Staydesk: agree them with it directly, and note here what was agreed."
              : "The booking's versions cannot be read from the provider right now."}
          </p>
        )}
        {read?.waiting ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-amber-50 px-3 py-2 ring-1 ring-inset ring-amber-200" data-testid="booking-change-waiting">
            <span>
              Waiting for the provider&apos;s answer: {changeInWords(read.waiting)}
              {read.waiting.authorName ? `, asked by ${read.waiting.authorName}` : ""}
            </span>
            {change ? <WithdrawChangeButton reference={change.reference} changeId={read.waiting.id} /> : null}
          </div>
        ) : null}
        {read && read.declined.length > 0 ? (
          <div>
            <h3 className="font-medium text-slate-900">Declined</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {read.declined.map((c) => (
                <li key={c.id} data-testid="booking-change-declined" className="wrap-anywhere">
                  {changeInWords(c)} · Reason: {c.declineReason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {notes.length > 0 ? (
          <div>
            <h3 className="font-medium text-slate-900">Agreed with the provider directly</h3>
            <ul className="mt-1 flex flex-col gap-2">
              {notes.map((n) => (
                <li key={n.id} data-testid="booking-note">
                  <p className="whitespace-pre-line">{n.text}</p>
                  <p className="text-slate-500">
                    {n.authorName} · <LocalTime at={n.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
