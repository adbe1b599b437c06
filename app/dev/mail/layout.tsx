import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { catcherAvailable } from "@/lib/mail/caught-mail";

// The development mail catcher: with no SMTP_URL, every message stays in the outbox and
// is read here. Not part of a production server (404).
export default function MailCatcherLayout({ children }: { children: ReactNode }) {
  if (!catcherAvailable()) notFound();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
            <Logo />
          </Link>
          <span className="rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">Development mail catcher</span>
        </div>
      </header>
      <main id="content" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
