"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { FormProvider, useForm, type FieldPath, type Resolver } from "react-hook-form";
import { PersonFields } from "@/components/enquiries/form/person-fields";
import { RequirementFields } from "@/components/enquiries/form/requirement-fields";
import { StayFields } from "@/components/enquiries/form/stay-fields";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { AmendmentForm, nextSubmission, type AmendmentDetails, type AmendmentFormValues, type Submission } from "@/lib/portal/amendments/amendment-form";
import { cn } from "@/lib/shared/cn";
import { inWords } from "@/lib/shared/zod-messages";
import { amendEnquiryAction } from "../amendment-actions";
import type { AmendmentAnswerLine } from "../provider-words";

// Loaded when "Change details" is first pressed (change-details-button.tsx): the form
// library, zod and the contract's schemas are not part of the enquiry page's first load.

const resolver = zodResolver(AmendmentForm, { error: inWords }) as unknown as Resolver<AmendmentFormValues, unknown, AmendmentDetails>;

export type ChangeDetailsProps = {
  reference: string;
  /** The enquiry's present details, as the page shows them. */
  present: AmendmentFormValues;
  /** The providers that hold it open, each of which is sent the change. */
  providers: string[];
};

type Shown = { message: string; answers: AmendmentAnswerLine[]; failed: boolean } | null;

/**
 * The enquiry's details in the intake form's fields, filled with the present ones. Sent to
 * every provider still working on it; each answers in words below the fields. The dialog
 * closes only when every provider has the details; otherwise it stays open with what was
 * typed, which is also kept when it is closed and opened again (until the page is left).
 */
export function ChangeDetailsDialog({ reference, present, providers, open, onClose }: ChangeDetailsProps & { open: boolean; onClose: () => void }) {
  const form = useForm<AmendmentFormValues, unknown, AmendmentDetails>({ resolver, defaultValues: present, mode: "onSubmit", reValidateMode: "onChange" });
  const { handleSubmit, setError, getValues, reset, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // One key per set of values: the same values sent again (a double click, a retry) are the same change.
  const submission = useRef<Submission | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const { toast } = useToast();

  // Opened with nothing typed: the details as the page shows them now (a colleague may have
  // changed them). Before the dialog is painted: after it, a value typed at once was wiped.
  useLayoutEffect(() => {
    if (open && !formState.isDirty) reset(present);
  }, [open, present, formState.isDirty, reset]);

  const send = () => {
    if (!formRef.current || pending) return;
    const next = nextSubmission(JSON.stringify(getValues()), JSON.stringify(present), submission.current, () => crypto.randomUUID());
    if (!next) {
      setShown({ message: "These are the present details: change one of them first.", answers: [], failed: true });
      return;
    }
    submission.current = next;
    const data = new FormData(formRef.current);
    data.set("reference", reference);
    data.set("submissionKey", submission.current.key);
    startTransition(async () => {
      const state = await amendEnquiryAction({ status: "idle" }, data).catch(() => null);
      if (!state) {
        setShown({ message: "The change was not sent: the portal did not answer. What you typed is kept; try again in a moment.", answers: [], failed: true });
        return;
      }
      if (state.status === "idle") return;
      if (state.status === "error") {
        for (const [name, messages] of Object.entries(state.fieldErrors ?? {})) setError(name as FieldPath<AmendmentFormValues>, { type: "server", message: messages.join(" ") });
        setShown({ message: state.message, answers: [], failed: true });
        return;
      }
      const result = state.data!;
      for (const [name, messages] of Object.entries(result.fieldErrors)) setError(name as FieldPath<AmendmentFormValues>, { type: "server", message: messages.join(" ") });
      if (result.answers.some((a) => a.status === "changed")) router.refresh();
      if (result.allTaken) {
        // What was sent is now the enquiry's details: the next opening starts from them.
        reset(getValues());
        submission.current = null;
        setShown(null);
        toast(state.message, "success");
        onClose();
        return;
      }
      setShown({ message: state.message, answers: result.answers, failed: false });
    });
  };

  return (
    <DialogContent
      title="Change the details"
      description={`Sent to ${providers.join(", ")}: each is sent only what differs from the details it holds, and answers below.`}
      className="max-w-2xl"
    >
      <FormProvider {...form}>
        <form
          ref={formRef}
          noValidate
          aria-label="Change the details"
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit(send)(event);
          }}
        >
          <Part title="Stay">
            <StayFields />
          </Part>
          <Part title="Lead guest">
            <PersonFields who="leadGuest" required={false} />
          </Part>
          <Part title="Requirements">
            <RequirementFields />
          </Part>
          {shown ? <Answers shown={shown} /> : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button type="submit" disabled={pending} aria-disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? "Sending…" : "Send the change"}
            </Button>
          </div>
        </form>
      </FormProvider>
    </DialogContent>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** What the providers answered, each in its own words; a failure before any answer, alone. */
function Answers({ shown }: { shown: NonNullable<Shown> }) {
  const settled = (status: AmendmentAnswerLine["status"]) => status === "changed" || status === "unchanged";
  return (
    <div role="alert" className={cn("rounded-md px-3 py-2 text-sm ring-1 ring-inset", shown.failed ? "bg-red-50 text-red-800 ring-red-200" : "bg-amber-50 text-amber-950 ring-amber-200")}>
      <p>{shown.message}</p>
      {shown.answers.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Each provider's answer">
          {shown.answers.map((answer, i) => (
            <li key={i} data-testid="amendment-answer" data-status={answer.status} className="flex gap-2">
              <span aria-hidden="true">{settled(answer.status) ? "✓" : "✗"}</span>
              <span>{answer.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
