import type { ReactNode } from "react";
import { cn } from "@/lib/shared/cn";

/** A titled panel of a page. */
export function Card({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 2,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={cn("rounded-lg bg-white shadow-sm ring-1 ring-slate-200", className)}>
      {title || actions ? (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0">
            {title ? <Heading className="text-base font-semibold text-slate-900 wrap-anywhere">{title}</Heading> : null}
            {description ? <p className="mt-1 text-sm text-slate-600 wrap-anywhere">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </header>
      ) : null}
      {children ? <div className="px-5 py-4">{children}</div> : null}
    </section>
  );
}
