"use client";

import { Button, ButtonLink } from "@/components/ui/button";

/** Something failed that the page did not expect. The digest ties it to the server log. */
export default function PortalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="rounded-lg bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="text-lg font-semibold text-slate-900">Something went wrong</h1>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        The page could not be shown. Try again; if it keeps failing, tell your admin
        {error.digest ? (
          <>
            {" "}
            and quote the reference <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">{error.digest}</code>
          </>
        ) : null}
        .
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={reset}>Try again</Button>
        <ButtonLink href="/dashboard" variant="secondary">
          Go to the dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
