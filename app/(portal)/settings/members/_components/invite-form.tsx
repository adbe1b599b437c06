"use client";

import { useEffect, useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { inviteMemberAction } from "../actions";

/** Invites someone: the invitation is e-mailed when the server sends mail, and its link can be copied either way. */
export function InviteForm({ mail }: { mail: boolean }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(inviteMemberAction);
  const [shown, setShown] = useState<{ email: string; link: string; emailed: boolean; resent: boolean } | null>(null);
  // The address already has an invitation waiting: offered to send that one again rather than replace it.
  const pending = state.status === "error" && state.code === "INVITATION_PENDING";
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (state.status === "success" && state.data) {
      // Opening the dialog for a new invitation is a reaction to the action's result.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setShown(state.data);
      // A new, empty form for the next invitation (after an error, everything typed stays).
      setFormKey((k) => k + 1);
    }
  }, [state]);

  return (
    <>
      <form key={formKey} {...formProps} className="flex flex-col gap-4" noValidate>
        <FormMessage state={state} />
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <Field label="E-mail address" error={errors?.email}>
            <Input name="email" type="email" autoComplete="off" required placeholder="colleague@agency.example" />
          </Field>
          <Field label="Role" error={errors?.role}>
            <Select name="role" defaultValue="agent">
              <option value="agent">Agent</option>
              <option value="admin">Admin</option>
            </Select>
          </Field>
        </div>
        <p className="text-sm text-slate-500">
          Agents create enquiries and compare quotes. Admins also manage the connection and the members.
        </p>
        <div className="flex flex-wrap gap-3">
          {pending && mail ? (
            <SubmitButton name="intent" value="resend" pendingLabel="Sending it again…">
              Resend the invitation
            </SubmitButton>
          ) : null}
          {/* Still there after the offer, for when the address was mistyped and is corrected. */}
          <SubmitButton variant={pending && mail ? "secondary" : undefined} pendingLabel={mail ? "Sending the invitation…" : "Creating the link…"}>
            {mail ? "Send invitation" : "Create invitation link"}
          </SubmitButton>
        </div>
      </form>

      <Dialog open={shown !== null} onOpenChange={(open) => (open ? null : setShown(null))}>
        {shown ? (
          <DialogContent
            title={shown.resent ? "Invitation sent again" : shown.emailed ? "Invitation sent" : "Send this link"}
            description={
              shown.resent
                ? `We e-mailed ${shown.email} the same invitation again: the link they already have works too, until it expires.`
                : shown.emailed
                  ? `We e-mailed ${shown.email} a link to join. You can also send it yourself: anyone who opens it can join once they sign in as ${shown.email}. It works for 7 days.`
                  : `Anyone who opens it can join once they sign in as ${shown.email}. It works for 7 days.`
            }
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <input
                readOnly
                value={shown.link}
                aria-label="Invitation link"
                onFocus={(e) => e.currentTarget.select()}
                className="block w-full min-w-0 rounded-md border-0 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 ring-1 ring-slate-300 ring-inset"
                data-testid="invitation-link"
              />
              <CopyButton value={shown.link} label="Copy link" copiedMessage="Invitation link copied." />
            </div>
            <div className="mt-6 flex justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Done</Button>
              </DialogClose>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
