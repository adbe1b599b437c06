import Link from "next/link";
import type { ActionState } from "@/lib/shared/action-state";
import { cn } from "@/lib/shared/cn";

/**
 * A form's own error message (field messages sit on their fields): announced as an
 * alert, with the way out the error offers and the lines it stands over, if any.
 * Success is left to toasts, so it is not announced twice.
 */
export function FormMessage({ state, className }: { state: ActionState<unknown>; className?: string }) {
  if (state.status !== "error") return null;
  return (
    <div role="alert" className={cn("rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset", className)}>
      {state.message}
      {state.link ? (
        <>
          {" "}
          <Link href={state.link.href} className="font-semibold text-red-900 underline underline-offset-2 hover:text-red-950">
            {state.link.label}
          </Link>
        </>
      ) : null}
      {state.details?.length ? (
        <ul className="mt-1 list-disc pl-5">
          {state.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
