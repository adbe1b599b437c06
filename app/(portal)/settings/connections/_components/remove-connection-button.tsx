"use client";

import Link from "next/link";
import { useActionState, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import type { OpenWithdrawal } from "@/lib/portal/enquiries/withdraw-open-enquiries";
import { IDLE, type ActionState } from "@/lib/shared/action-state";
import { removeConnectionAction, withdrawOpenEnquiriesAction } from "../actions";
import { openWithdrawalInWords } from "../withdrawal-words";
import { ConnectionIdInput } from "./connection-id";

/**
 * Removing a provider is asked first, saying what stops and what stays. While the provider
 * is still working on enquiries, the dialog says how many and offers to withdraw them from
 * it first; what became of each is then listed here before the removal.
 */
export function RemoveConnectionButton({ name, enquiries, open }: { name: string; enquiries: number; open: number }) {
  // A removal ends on the list (the action redirects there); only a refusal is said here.
  const [, action] = useActionState(useToastingAction(removeConnectionAction, { errors: true }), IDLE);
  // Kept here, outside the dialog's content, so that the report outlives the page's refresh.
  const [withdrawn, withdraw] = useActionState(withdrawOpenEnquiriesAction, IDLE);
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">Remove {name}</Button>
      </DialogTrigger>
      <DialogContent
        title={`Remove ${name}?`}
        description="Enquiries are no longer sent to this provider, and nothing it sends is received any more."
      >
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Its API key is erased from the portal, and the portal&rsquo;s webhook is taken off the provider.</li>
          <li>
            {enquiries === 0
              ? "No enquiry was sent to it."
              : enquiries === 1
                ? "The enquiry sent to it stays in the list, readable as history."
                : `The ${enquiries} enquiries sent to it stay in the list, readable as history.`}
          </li>
          <li>To use it again, add it as a provider with its key.</li>
        </ul>
        {open > 0 ? (
          <div className="mb-4 rounded-md bg-amber-50 px-4 py-3 ring-1 ring-amber-600/25 ring-inset" data-testid="open-enquiries">
            <p className="text-sm text-amber-950">
              <span className="font-medium">{open === 1 ? "1 enquiry is" : `${open} enquiries are`} still open at {name}</span>: removing the provider
              does not close {open === 1 ? "it" : "them"} there. Withdraw {open === 1 ? "it" : "them"} first: {name} is asked to close each one; one it
              cannot close is marked withdrawn here only, for you to tell {name} yourself. Nothing is deleted.
            </p>
            <form action={withdraw} className="mt-3">
              <ConnectionIdInput />
              <SubmitButton variant="secondary" size="sm" pendingLabel="Withdrawing…">
                {open === 1 ? "Withdraw the open enquiry" : `Withdraw the ${open} open enquiries`}
              </SubmitButton>
            </form>
            <FormMessage state={withdrawn} className="mt-3" />
          </div>
        ) : null}
        {withdrawn.status === "success" ? <WithdrawalReport name={name} state={withdrawn} /> : null}
        <form action={action} onSubmit={() => setOpen(false)} className="flex justify-end gap-3">
          <ConnectionIdInput />
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <SubmitButton variant="danger">Remove provider</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What the withdrawal did, enquiry by enquiry; focused when it arrives, since the button that asked for it is gone. */
function WithdrawalReport({ name, state }: { name: string; state: Extract<ActionState<{ withdrawals: OpenWithdrawal[] }>, { status: "success" }> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [state.at]);
  const withdrawals = state.data?.withdrawals ?? [];
  return (
    <div ref={ref} tabIndex={-1} role="status" className="mb-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-950 ring-1 ring-emerald-600/20 ring-inset focus:outline-none" data-testid="withdrawal-report">
      <p>{state.message}</p>
      {withdrawals.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1.5" aria-label="Withdrawn enquiries">
          {withdrawals.map((w) => (
            <li key={w.serviceReference} className="wrap-anywhere">
              <Link href={`/enquiries/${encodeURIComponent(w.reference)}`} className="font-mono font-medium text-emerald-900 underline underline-offset-2">
                {w.reference}
              </Link>{" "}
              <span className="text-emerald-900">({w.clientReference})</span>: {openWithdrawalInWords(name, w)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
