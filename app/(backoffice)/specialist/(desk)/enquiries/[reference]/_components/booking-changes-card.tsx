import { LocalTime } from "@/components/time/time-zone";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { BookingChange, BookingChangeHistory } from "@/lib/contract/booking-change";
import { formatDayRange, formatGuests } from "@/lib/shared/format";
import { BookingChangeAnswer } from "./booking-change-answer";
import { askedFor, CHANGE_KIND_LABELS, CHANGE_STATE_LABELS, signedMoney, versionLine } from "./booking-change-words";

const STATE_TONES: Record<BookingChange["state"], BadgeTone> = { REQUESTED: "warning", ACCEPTED: "success", DECLINED: "danger", WITHDRAWN: "neutral" };

/** The booking's versions (each with its price and the difference to the one before) and its changes, newest first; the one waiting is answered here. */
export function BookingChangesCard({ reference, history }: { reference: string; history: BookingChangeHistory }) {
  const current = history.versions.at(-1);
  const waiting = history.changes.find((c) => c.state === "REQUESTED");
  return (
    <Card title="Booking changes" description={`What the agent's side asked to change in booking ${history.bookingId}, and the versions the answers made.`}>
      <div className="flex flex-col gap-5 text-sm" data-testid="booking-changes">
        {waiting && current ? (
          <div className="rounded-md bg-amber-50 p-4 ring-1 ring-amber-200 ring-inset" data-testid="booking-change-waiting">
            <Asked change={waiting} current={current} />
            <BookingChangeAnswer reference={reference} change={waiting} current={current} cancelled={history.state === "CANCELLED"} />
          </div>
        ) : null}

        <section>
          <h3 className="font-medium text-slate-900">Versions</h3>
          <ol className="mt-1 flex flex-col gap-1" data-testid="booking-versions">
            {history.versions.map((v) => (
              <li key={v.version} className="text-slate-700">
                {/* The current version stands out; the earlier ones are its history. */}
                <span className={v === current ? "font-medium text-slate-900" : "text-slate-800"}>{versionLine(v)}</span>
                <span className="text-slate-500">
                  {" "}
                  · {formatDayRange(v.checkIn, v.checkOut)}, {v.nights} {v.nights === 1 ? "night" : "nights"}, {formatGuests(v.guestNumbers)}
                </span>
              </li>
            ))}
          </ol>
        </section>

        {history.changes.length > 0 ? (
          <section>
            <h3 className="font-medium text-slate-900">Changes, newest first</h3>
            <ol className="mt-1 flex flex-col gap-3" data-testid="booking-change-list">
              {history.changes.map((change) => (
                <li key={change.id}>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{CHANGE_KIND_LABELS[change.kind]}</span>
                    <Badge tone={STATE_TONES[change.state]}>{CHANGE_STATE_LABELS[change.state]}</Badge>
                    <span className="text-slate-500">
                      asked <LocalTime at={change.createdAt} />
                      {change.authorName ? ` by ${change.authorName}` : ""}
                    </span>
                  </p>
                  <p className="text-slate-700">{askedFor(change, undefined).to}</p>
                  {change.note ? <p className="whitespace-pre-line text-slate-600 wrap-anywhere">“{change.note}”</p> : null}
                  {change.answeredAt && change.state !== "REQUESTED" ? (
                    <p className="text-slate-500">
                      {CHANGE_STATE_LABELS[change.state]}
                      {change.answeredBy ? ` by ${change.answeredBy}` : ""} <LocalTime at={change.answeredAt} />
                      {change.version ? ` · version ${change.version}` : ""}
                      {change.difference ? ` (${signedMoney(change.difference.amount, change.difference.currency)})` : ""}
                    </p>
                  ) : null}
                  {change.declineReason ? <p className="text-slate-700 wrap-anywhere">Reason: {change.declineReason}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </Card>
  );
}

function Asked({ change, current }: { change: BookingChange; current: NonNullable<BookingChangeHistory["versions"][number]> }) {
  const words = askedFor(change, current);
  return (
    <div>
      <p className="font-medium text-slate-900">
        {CHANGE_KIND_LABELS[change.kind]} asked{change.authorName ? ` by ${change.authorName}` : ""} <LocalTime at={change.createdAt} />
      </p>
      <p className="mt-1 text-slate-700">
        {words.from ? (
          <>
            {words.from} <span aria-hidden="true">→</span>
            <span className="sr-only">, asked:</span> <span className="font-medium text-slate-900">{words.to}</span>
          </>
        ) : (
          <span className="font-medium text-slate-900">{words.to}</span>
        )}
      </p>
      {change.note ? <p className="mt-1 whitespace-pre-line text-slate-600 wrap-anywhere">“{change.note}”</p> : null}
    </div>
  );
}
