import type { ReactNode } from "react";

/** The title block of a portal page. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {/* Wrapped anywhere: titles and descriptions carry typed values (references, names) that can be one long word. */}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 wrap-anywhere">{title}</h1>
        {description ? <p className="mt-1 max-w-2xl text-sm text-slate-600 wrap-anywhere">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
