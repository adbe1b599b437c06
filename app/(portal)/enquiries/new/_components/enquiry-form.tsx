"use client";

import { startTransition, useActionState, useEffect, useRef, useState, type ReactNode } from "react";
import { FormProvider, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Spinner } from "@/components/ui/spinner";
import { IDLE, type ActionState } from "@/lib/shared/action-state";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { ambiguousPlaceMessage } from "@/lib/portal/intake/ambiguous-place";
import type { IntakeClient } from "@/lib/portal/intake/enquiry-billing";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { FORM_ERROR_KEY } from "@/lib/portal/intake/form-field-errors";
import { NONE_CHOSEN, type RecipientOption } from "@/lib/portal/intake/recipient-choice";
import { createEnquiryAction } from "../../actions";
import { fieldError } from "@/components/enquiries/form/field-error";
import { PersonFields } from "@/components/enquiries/form/person-fields";
import { RequirementFields } from "@/components/enquiries/form/requirement-fields";
import { StayFields } from "@/components/enquiries/form/stay-fields";
import { ClientFields } from "./client-fields";
import { LOCATION_FIELD, LocationFields } from "./location-fields";
import { RecipientFields } from "./recipient-fields";
import { useEnquiryDraft } from "./use-enquiry-draft";
import { useLocationPreview } from "./use-location-preview";

// The schema (zod and the contract, about a quarter of the page's JavaScript) is loaded
// when the form is first touched, not with the page: nothing is checked before then, and
// react-hook-form waits for an async resolver.
const loadResolver = () => import("./enquiry-resolver").then((m) => m.enquiryResolver);
// Its context is the clients the page offered (the client section's rules read them).
const resolver: Resolver<EnquiryFormValues, unknown, CreateEnquiryRequest> = async (values, clients, options) =>
  (await loadResolver())(values, clients as IntakeClient[] | undefined, options);

// The providers' checkboxes are not the form library's fields (recipient-fields.tsx): their
// error is set and cleared by hand under this name.
const PROVIDERS = "providers" as FieldPath<EnquiryFormValues>;

/**
 * The intake form. The browser checks it with the contract's schema (zodResolver), then
 * posts the form's own fields to the server action, which checks them again and sends
 * the enquiry. A refusal comes back as field errors and lands on the fields; nothing
 * typed is reset. The submit button is disabled while sending, and the externalId stays
 * the same across attempts, so a second click cannot create a second enquiry.
 */
export function EnquiryForm({
  defaults,
  draftKey,
  previewNote,
  idleMap,
  recipients,
  clients,
}: {
  defaults: EnquiryFormValues;
  /** The organisation's clients in use, for the "Client" section (none: no section). */
  clients: IntakeClient[];
  /** The providers that can get it; with one, it is named, not offered as a choice. */
  recipients: RecipientOption[];
  /** Where the browser keeps this member's unsent draft (components/enquiries/enquiry-draft.ts). */
  draftKey: string;
  previewNote?: string;
  idleMap: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(createEnquiryAction, IDLE);
  const form = useForm<EnquiryFormValues, unknown, CreateEnquiryRequest>({
    resolver,
    context: clients,
    defaultValues: defaults,
    // Checked on the first submit, then as each field changes: no error appears under a
    // field the agent has not finished, and none vanishes on blur (which would move the
    // button being clicked).
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, control, handleSubmit, setError, clearErrors, setFocus, formState } = form;
  const draft = useEnquiryDraft(form, draftKey, defaults);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const preview = useLocationPreview(control);
  const mode = useWatch({ control, name: "enquiryLocation.mode" });
  const error = (name: string) => fieldError(formState.errors, name);

  // The service's refusals, on the fields they concern; the first of them in the form gets the focus.
  useEffect(() => {
    sending.current = false;
    if (state.status !== "error") return;
    const refused = Object.entries(state.fieldErrors ?? {}).filter(([name]) => name !== FORM_ERROR_KEY);
    for (const [name, messages] of refused) {
      setError(name as FieldPath<EnquiryFormValues>, { type: "server", message: messages.join(" ") });
    }
    const names = new Set(refused.map(([name]) => name));
    const controls = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    controls.find((control) => names.has(control.name))?.focus();
  }, [state, setError]);

  function send() {
    if (sending.current || !formRef.current) return;
    sending.current = true;
    const data = new FormData(formRef.current);
    startTransition(() => formAction(data));
  }

  const unplaced = preview.status === "done" && !preview.preview.found;
  const candidates = mode === "address" && preview.status === "done" && preview.preview.found ? preview.preview.candidates : [];
  const chosenPlaceId = useWatch({ control, name: "enquiryLocation.chosenPlaceId" });
  // An address that names several places is sent with one of them chosen, or not at all
  // (the server action refuses it in the same words when the preview had not answered yet).
  function placeChosen(): boolean {
    if (candidates.length < 2 || chosenPlaceId) return true;
    setError("enquiryLocation.addressFormatted", { type: "ambiguous", message: ambiguousPlaceMessage(candidates) });
    return false;
  }
  const choosing = recipients.length > 1;
  // Checked with the fields, so that an empty choice is said with their errors at once.
  function recipientsChosen(): boolean {
    if (!choosing || formRef.current?.querySelector('input[name="providers"]:checked')) return true;
    setError(PROVIDERS, { type: "manual", message: NONE_CHOSEN });
    return false;
  }
  const onValid = () => {
    const place = placeChosen();
    if (!recipientsChosen()) formRef.current?.querySelector<HTMLInputElement>('input[name="providers"]')?.focus();
    else if (!place) setFocus("enquiryLocation.addressFormatted");
    else if (unplaced) setConfirmOpen(true);
    else send();
  };
  const onInvalid = () => {
    placeChosen();
    recipientsChosen();
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        action={formAction}
        noValidate
        aria-label="New enquiry"
        className="flex flex-col gap-6"
        onFocusCapture={() => void loadResolver()}
        onSubmit={(event) => {
          event.preventDefault();
          if (pending || sending.current) return;
          void handleSubmit(onValid, onInvalid)(event);
        }}
      >
        {/* A refusal that every field shows on itself is said there only, once (the
            focus moves to the first of them); the banner is for the rest. */}
        {onFieldsOnly(state) ? null : <FormMessage state={state} />}
        {draft.restored ? (
          <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-brand-100 ring-inset">
            Your unsent enquiry is back as you left it.
            <button type="button" onClick={draft.startAfresh} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Start afresh
            </button>
          </p>
        ) : null}

        <Section title="Stay" description="Leave the dates empty if they are still open.">
          <StayFields />
        </Section>

        <Section title="Location" description="By address, or by coordinates or place id if you have them.">
          <LocationFields preview={preview} previewNote={previewNote} idleMap={idleMap} />
        </Section>

        {clients.length > 0 ? (
          <Section title="Client" description="Who the stay is billed to, if it is one of your clients.">
            <ClientFields clients={clients} />
          </Section>
        ) : null}

        <Section title="Lead guest" description="Who will stay. Everything here is optional.">
          <PersonFields who="leadGuest" required={false} />
        </Section>

        <Section title="Booker" description="Who books, filled in with your details.">
          <PersonFields who="clientBooker" required />
        </Section>

        <Section title="Requirements">
          <RequirementFields />
        </Section>

        <Section title="References" description="Generated for you. Type your own if the booking already has them.">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Your reference" hint="3 to 255 characters, unique in your organisation." error={error("clientReference")}>
              <Input autoComplete="off" spellCheck={false} {...register("clientReference")} />
            </Field>
            <Field label="External id" hint="Your systems' id for this enquiry; the service refuses a second enquiry with it." error={error("externalId")}>
              <Input autoComplete="off" spellCheck={false} {...register("externalId")} />
            </Field>
          </div>
        </Section>

        {choosing ? (
          <Section title="Providers" description="Each provider ticked gets the enquiry, with a reference of its own. Your choice is kept for your next enquiry.">
            <RecipientFields recipients={recipients} error={error("providers")} onChange={() => clearErrors(PROVIDERS)} />
          </Section>
        ) : null}

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
          {recipients.length === 1 ? (
            <p className="basis-full text-sm text-slate-600" data-testid="recipient">
              Sent to <span className="font-medium text-slate-900">{recipients[0]!.name}</span>
            </p>
          ) : null}
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? "Sending…" : "Send enquiry"}
          </Button>
          <ButtonLink href="/enquiries" variant="ghost">
            Cancel
          </ButtonLink>
        </div>
      </form>

      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent
          title="This location cannot be placed"
          description="The preview found no place for it, so the service will most likely refuse the enquiry. Correct it first, or send it anyway to see the service's answer."
        >
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                setConfirmOpen(false);
                // After the dialog has returned focus to the button, move it to the field.
                setTimeout(() => setFocus(LOCATION_FIELD[mode]), 0);
              }}
            >
              Correct the location
            </Button>
            <DialogClose asChild>
              <Button onClick={send}>Send anyway</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </FormProvider>
  );
}

/** An error whose every part is a field's (no form-level message beyond "correct the fields", no link, no list of reasons). */
function onFieldsOnly(state: ActionState<unknown>): boolean {
  if (state.status !== "error" || state.code !== "INVALID" || state.link || state.details?.length) return false;
  const names = Object.keys(state.fieldErrors ?? {});
  return names.length > 0 && !names.includes(FORM_ERROR_KEY);
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
