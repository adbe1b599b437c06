import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { TimeZoneProvider, TimeZoneSync } from "@/components/time/time-zone";
import { Toaster } from "@/components/ui/toaster";
import { requireSpecialist } from "@/lib/service/backoffice/web/session";
import { DEFAULT_TIME_ZONE } from "@/lib/shared/format";
import { readTimeZoneCookie } from "@/lib/shared/time-zone-cookie";
import { rememberStaffTimeZoneAction, specialistSignOutAction } from "../actions";

// Every page below needs a signed-in specialist; each page checks again for itself.
// Staff have no settings: times follow the browser's zone, which travels in a cookie.
export default async function DeskLayout({ children }: { children: ReactNode }) {
  const specialist = await requireSpecialist();
  const timeZone = await readTimeZoneCookie();
  return (
    <TimeZoneProvider zone={timeZone ?? DEFAULT_TIME_ZONE}>
      <TimeZoneSync known={timeZone} follow remember={rememberStaffTimeZoneAction} />
      <Toaster>
        <div className="min-h-screen">
          <header className="border-b border-slate-200 bg-white">
            <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Link href="/specialist" className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
                  <Logo />
                  <span className="rounded bg-slate-800 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">Back office</span>
                </Link>
                <nav aria-label="Back office" className="flex gap-1 whitespace-nowrap">
                  <Link href="/specialist" className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">
                    Queue
                  </Link>
                  <Link href="/specialist/waiting-for-reply" className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">
                    Waiting for a reply
                  </Link>
                </nav>
              </div>
              <div className="flex items-center gap-3 text-sm">
                <span className="text-slate-700" data-testid="specialist-name">
                  {specialist.name}
                </span>
                <form action={specialistSignOutAction}>
                  <Button type="submit" variant="ghost" size="sm">
                    Sign out
                  </Button>
                </form>
              </div>
            </div>
          </header>
          <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{children}</main>
        </div>
      </Toaster>
    </TimeZoneProvider>
  );
}
