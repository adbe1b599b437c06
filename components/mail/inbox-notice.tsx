import Link from "next/link";
import type { ReactNode } from "react";
import { MailIcon } from "../icons";

/**
 * "Check your inbox", after a form that sends a link. Announced politely (it replaces
 * the form the person just sent). In development, the message is in the mail catcher.
 */
export function InboxNotice({ title, children, catcher }: { title: string; children: ReactNode; catcher: boolean }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-center">
      <MailIcon className="size-10 text-brand-600" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="text-sm text-slate-600">{children}</div>
      {catcher ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          Development server: no e-mail leaves it.{" "}
          <Link href="/dev/mail" className="font-semibold underline underline-offset-2">
            Open the mail catcher
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
