import { cn } from "@/lib/shared/cn";

/** The Staydesk mark and name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight text-slate-900", className)}>
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 20.5V13l7-4.5 7 4.5v7.5" fill="none" stroke="white" strokeWidth="2.2" strokeLinejoin="round" />
        <path d="M13.5 23v-5h5v5" fill="none" stroke="white" strokeWidth="2.2" strokeLinejoin="round" />
      </svg>
      <span>Staydesk</span>
    </span>
  );
}
