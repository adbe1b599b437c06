"use client";

import { forwardRef } from "react";

export type SummaryError = { field: string; label: string; message: string };

/**
 * What stopped a form, at its top: takes the focus when it appears (the browser then
 * scrolls it into view), and each line leads to its field, which carries the same message.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { title: string; errors: SummaryError[]; message?: string; idOf: (field: string) => string }>(
  function ErrorSummary({ title, errors, message, idOf }, ref) {
    return (
      <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className="scroll-mt-24 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset focus:outline-2 focus:outline-red-600" data-testid="error-summary">
        <h3 id="error-summary-title" className="font-semibold text-red-900">
          {title}
        </h3>
        {errors.length === 0 ? (
          <p className="mt-1">{message}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e) => (
              <li key={e.field + e.message}>
                <a
                  href={`#${idOf(e.field)}`}
                  className="underline underline-offset-2 hover:text-red-950"
                  onClick={(event) => {
                    event.preventDefault();
                    const target = document.getElementById(idOf(e.field));
                    target?.focus();
                    target?.scrollIntoView({ block: "center" });
                  }}
                >
                  {e.label}: {e.message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
