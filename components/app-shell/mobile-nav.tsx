"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "../icons";

/**
 * Below the lg breakpoint the sidebar becomes a drawer (a Radix dialog: focus trapped,
 * Escape closes). Its button carries a dot while notifications are unread, whose count is
 * on "Notifications" inside.
 */
export function MobileNav({ unread = 0, children }: { unread?: number; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        className="relative -m-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={unread > 0 ? `Open navigation (${unread > 99 ? "more than 99" : unread} unread ${unread === 1 ? "notification" : "notifications"})` : "Open navigation"}
      >
        <MenuIcon className="size-6" />
        {unread > 0 ? <span className="absolute top-1 right-1 size-2.5 rounded-full bg-brand-600 ring-2 ring-white" /> : null}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white px-4 py-5 shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">Navigation</RadixDialog.Title>
          {children(() => setOpen(false))}
          <RadixDialog.Close
            className="absolute top-4 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label="Close navigation"
          >
            <CloseIcon className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
