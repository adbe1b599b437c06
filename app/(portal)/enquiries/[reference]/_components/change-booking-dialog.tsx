"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { FormProvider, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { fieldError } from "@/components/enquiries/form/field-error";
import { PersonFields } from "@/components/enquiries/form/person-fields";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { BOOKING_CHANGE_KINDS, type RequestBookingChangeInput } from "@/lib/contract/booking-change";
import { BOOKING_CHANGE_WORDS, BookingChangeForm, type BookingChangeFormValues } from "@/lib/portal/booking-changes/booking-change-form";
import { estimateDifference, type BookedPrice } from "@/lib/portal/booking-changes/estimate-difference";
import { agreeDirectlyWords, changeInWords, differenceInWords, moneyInWords } from "@/lib/portal/booking-changes/change-words";
import { cn } from "@/lib/shared/cn";
import { formatDay } from "@/lib/shared/format";
import { inWords } from "@/lib/shared/zod-messages";
import { addBookingNoteAction, requestBookingChangeAction } from "../booking-change-actions";

// Loaded when "Change the booking" is first pressed (change-booking-button.tsx): the form
// library, zod and the contract's schemas are not part of the enquiry page's first load.

const resolver = zodResolver(BookingChangeForm, { error: inWords }) as unknown as Resolver<BookingChangeFormValues, unknown, RequestBookingChangeInput>;

export type ChangeBookingProps = {
  reference: string;
  providerName: string;
  /** The booking's present guests and lead guest, to start the fields from. */
  present: Pick<BookingChangeFormValues, "guestNumbers" | "leadGuest">;
  /** The booked price per night and the stay, for the estimate; null when the page does not know it. */
  price: BookedPrice | null;
  /** The provider is known to lack the extension: the dialog opens on the note of what was agreed. */
  agreeDirectly?: boolean;
};

type Shown = { message: string; tone: "error" | "info" } | null;

/**
 * Asks the provider that booked to change the booking. The estimate of an extension or a
 * shortening is worked at the booked price per night, and said to be one. A provider
 * without the extension: the dialog says to agree it directly and offers a note of what was
 * agreed. What was typed stays when the provider refuses, or the dialog is closed.
 */
export function ChangeBookingDialog({ reference, providerName, present, price, agreeDirectly = false, onClose }: ChangeBookingProps & { open: boolean; onClose: () => void }) {
  const form = useForm<BookingChangeFormValues, unknown, RequestBookingChangeInput>({
    resolver,
    defaultValues: { kind: "EXTEND", checkOut: "", note: "", ...present },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, setError, getValues, reset, formState, control } = form;
  const [kind, checkOut] = useWatch({ control, name: ["kind", "checkOut"] });
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useRef<{ key: string; values: string } | null>(null);
  const [shown, setShown] = useState<Shown>(
    agreeDirectly ? { message: agreeDirectlyWords(providerName), tone: "info" } : null,
  );
  const [noExtension, setNoExtension] = useState(agreeDirectly);
  // Kept here, not in the note's form: the dialog's content is unmounted while it is closed.
  const [agreed, setAgreed] = useState("");
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const { toast } = useToast();
  const error = (name: string) => fieldError(formState.errors, name);
  const estimate = price && (kind === "EXTEND" || kind === "SHORTEN") ? estimateDifference(price, checkOut) : null;

  const send = (asked: RequestBookingChangeInput) => {
    if (!formRef.current || pending) return;
    const values = JSON.stringify(getValues());
    // One key per set of values: the same values sent again (a double click, a retry) are the same change.
    if (submission.current?.values !== values) submission.current = { key: crypto.randomUUID(), values };
    const data = new FormData(formRef.current);
    data.set("reference", reference);
    data.set("submissionKey", submission.current.key);
    startTransition(async () => {
      const state = await requestBookingChangeAction({ status: "idle" }, data).catch(() => null);
      if (!state) return setShown({ message: "The change was not sent: the portal did not answer. What you typed is kept; try again in a moment.", tone: "error" });
      if (state.status === "idle") return;
      if (state.status === "error") {
        for (const [name, messages] of Object.entries(state.fieldErrors ?? {})) setError(name as FieldPath<BookingChangeFormValues>, { type: "server", message: messages.join(" ") });
        return setShown({ message: state.message, tone: "error" });
      }
      if (state.data?.status === "no-extension") {
        setNoExtension(true);
        // The note starts from what was asked, so that nothing typed is lost on the way.
        setAgreed((text) => text || `Asked of ${providerName}: ${changeInWords(asked)}.${asked.note ? ` ${asked.note}` : ""} Agreed: `);
        return setShown({ message: state.message, tone: "info" });
      }
      reset(getValues());
      submission.current = null;
      setShown(null);
      toast(state.message, "success");
      router.refresh();
      onClose();
    });
  };

  return (
    <DialogContent title="Change the booking" description={`Sent to ${providerName}, who answers on this page: accepted with the new price, or declined with a reason.`} className="max-w-2xl">
      {noExtension ? (
        <AgreedNote reference={reference} providerName={providerName} message={shown?.message ?? ""} text={agreed} onText={setAgreed} onDone={onClose} />
      ) : (
        <FormProvider {...form}>
          <form
            ref={formRef}
            noValidate
            aria-label="Change the booking"
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit(send)(event);
            }}
          >
            <Field label="What to change" error={error("kind")}>
              <Select {...register("kind")} data-testid="booking-change-kind">
                {BOOKING_CHANGE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {BOOKING_CHANGE_WORDS[k]}
                  </option>
                ))}
              </Select>
            </Field>
            {kind === "EXTEND" || kind === "SHORTEN" ? (
              <Field label="New check-out" hint={price ? `Now ${formatDay(price.checkOut)}` : undefined} error={error("checkOut")}>
                <Input type="date" {...register("checkOut")} />
              </Field>
            ) : null}
            {estimate ? (
              <p aria-live="polite" data-testid="booking-change-estimate" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
                Estimate: {estimate.nights} to {estimate.newNights} nights at {moneyInWords({ amount: estimate.perNight, currency: estimate.currency })} a night is{" "}
                <strong>{differenceInWords({ amount: estimate.difference, currency: estimate.currency })}</strong>. {providerName} states the real price when it accepts
                {kind === "SHORTEN" ? ", with any charge its cancellation policy asks" : ""}.
              </p>
            ) : null}
            {kind === "GUESTS" ? (
              <div className="grid grid-cols-3 gap-4">
                <Field label="Adults" hint="18 and over" error={error("guestNumbers.adults")}>
                  <Input type="number" inputMode="numeric" min={1} step={1} {...register("guestNumbers.adults")} />
                </Field>
                <Field label="Children" error={error("guestNumbers.children")}>
                  <Input type="number" inputMode="numeric" min={0} step={1} {...register("guestNumbers.children")} />
                </Field>
                <Field label="Infants" error={error("guestNumbers.infants")}>
                  <Input type="number" inputMode="numeric" min={0} step={1} {...register("guestNumbers.infants")} />
                </Field>
              </div>
            ) : null}
            {kind === "LEAD_GUEST" ? <PersonFields who="leadGuest" required={false} /> : null}
            <Field label="Note for the provider (optional)" error={error("note")}>
              <Textarea rows={3} {...register("note")} />
            </Field>
            {shown ? <Said shown={shown} /> : null}
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
              <Button type="submit" variant={kind === "CANCEL" ? "danger" : "primary"} disabled={pending} aria-disabled={pending}>
                {pending ? <Spinner /> : null}
                {pending ? "Sending…" : kind === "CANCEL" ? "Ask to cancel" : "Ask for the change"}
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
    </DialogContent>
  );
}

function Said({ shown }: { shown: NonNullable<Shown> }) {
  return (
    <div role="alert" className={cn("rounded-md px-3 py-2 text-sm ring-1 ring-inset", shown.tone === "error" ? "bg-red-50 text-red-800 ring-red-200" : "bg-amber-50 text-amber-950 ring-amber-200")}>
      {shown.message}
    </div>
  );
}

/** A provider without the extension: what was agreed with it directly, noted on the booking. */
function AgreedNote({
  reference,
  providerName,
  message,
  text,
  onText,
  onDone,
}: {
  reference: string;
  providerName: string;
  message: string;
  text: string;
  onText: (text: string) => void;
  onDone: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const { toast } = useToast();
  const save = () =>
    startTransition(async () => {
      const data = new FormData();
      data.set("reference", reference);
      data.set("text", text);
      const state = await addBookingNoteAction({ status: "idle" }, data).catch(() => null);
      if (!state || state.status === "error") return setProblem(state?.message ?? "The note was not saved: the portal did not answer. Try again in a moment.");
      if (state.status !== "success") return;
      onText("");
      toast(state.message, "success");
      router.refresh();
      onDone();
    });
  return (
    <form
      aria-label="Note what was agreed"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Said shown={{ message, tone: "info" }} />
      <Field label={`What was agreed with ${providerName}`} hint="Kept on the booking with your name and the time." error={problem ?? undefined}>
        <Textarea rows={4} value={text} onChange={(e) => onText(e.target.value)} />
      </Field>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || text.trim() === ""}>
          {pending ? <Spinner /> : null}
          Note it on the booking
        </Button>
      </div>
    </form>
  );
}
