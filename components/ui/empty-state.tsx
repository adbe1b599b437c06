import type { ReactNode } from "react";
import { cn } from "@/lib/shared/cn";

/**
 * What an empty area says: what is missing and what to do next. `heading` is the level
 * of its title in the page's outline: h1 when it is the whole page (403), h2 directly
 * under the page's h1, h3 inside a section.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
  heading: Heading = "h3",
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  heading?: "h1" | "h2" | "h3";
}) {
  return (
    <div className={cn("flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center", className)}>
      {icon ? <div className="mb-3 text-slate-400">{icon}</div> : null}
      <Heading className={Heading === "h1" ? "text-lg font-semibold text-slate-900" : "text-sm font-semibold text-slate-900"}>{title}</Heading>
      {children ? <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
