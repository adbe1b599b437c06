"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { ActionState } from "@/lib/shared/action-state";
import { CloseIcon } from "../icons";
import { cn } from "@/lib/shared/cn";

type Tone = "success" | "error" | "info";
type Toast = { id: number; tone: Tone; message: string };
type ToastApi = { toast: (message: string, tone?: Tone) => void };

const ToastContext = createContext<ToastApi | null>(null);
const DURATION_MS = 5000;

/**
 * Toasts, announced through a polite live region that is always in the page (a region
 * added together with its text is often not read out).
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const toast = useCallback(
    (message: string, tone: Tone = "info") => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { id, tone, message }]);
      setTimeout(() => dismiss(id), DURATION_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className={cn(
              "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ring-1",
              t.tone === "success" && "bg-white text-slate-900 ring-emerald-200",
              t.tone === "error" && "bg-white text-slate-900 ring-red-200",
              t.tone === "info" && "bg-white text-slate-900 ring-slate-200",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "mt-1 size-2 shrink-0 rounded-full",
                t.tone === "success" && "bg-emerald-500",
                t.tone === "error" && "bg-red-500",
                t.tone === "info" && "bg-brand-600",
              )}
            />
            <p className="flex-1">{t.message}</p>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="-m-1 rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label="Dismiss notification"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <Toaster> above it.");
  return api;
}

/**
 * Wraps a server action so that its outcome is toasted as soon as it arrives. Done in
 * the action rather than in an effect: the form that sent it may be gone by then (the
 * page it was on re-rendered without it), while the toaster stays.
 */
export function useToastingAction<S extends ActionState<unknown>>(
  action: (previous: S, formData: FormData) => Promise<S>,
  options: { errors?: boolean } = {},
): (previous: S, formData: FormData) => Promise<S> {
  const { toast } = useToast();
  const errors = options.errors ?? false;
  return useCallback(
    async (previous: S, formData: FormData) => {
      const result = await action(previous, formData);
      if (result.status === "success") toast(result.message, "success");
      else if (result.status === "error" && errors) toast(result.message, "error");
      return result;
    },
    [action, toast, errors],
  );
}
