import Link from "next/link";
import type { InvitationMailState } from "@/lib/portal/invitations/list-invitations";
import { LocalTime } from "@/components/time/time-zone";


/** One line under a pending invitation: what became of its e-mail. A failure says what to do. */
export function InvitationMailNote({ mail }: { mail: InvitationMailState | null }) {
  if (!mail) return <p className="mt-0.5 text-xs text-slate-500">Not e-mailed: send the link yourself.</p>;
  switch (mail.status) {
    case "sending":
      return <p className="mt-0.5 text-xs text-slate-500">E-mail on its way.</p>;
    case "sent":
      return <p className="mt-0.5 text-xs text-slate-500">E-mailed <LocalTime at={mail.at} />.</p>;
    case "caught":
      return (
        <p className="mt-0.5 text-xs text-slate-500">
          E-mail kept in the{" "}
          <Link href="/dev/mail" className="font-medium text-brand-700 underline underline-offset-2">
            development mail catcher
          </Link>
          .
        </p>
      );
    case "retrying":
      return <p className="mt-0.5 text-xs text-amber-800">E-mail not delivered yet, trying again: {mail.reason}</p>;
    case "failed":
      return (
        <p className="mt-0.5 text-xs text-red-700">
          The invitation e-mail could not be delivered. {mail.reason} Check the address and invite again, or copy the link and send it yourself.
        </p>
      );
  }
}
