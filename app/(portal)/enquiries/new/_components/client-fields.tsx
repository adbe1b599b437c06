"use client";

import { useFormContext, useWatch, type FieldPath } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import { fieldError } from "@/components/enquiries/form/field-error";
import type { IntakeClient } from "@/lib/portal/intake/enquiry-billing";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";

type Person = "leadGuest" | "clientBooker";
type Traveller = IntakeClient["travellers"][number];

/**
 * The client the enquiry is billed to (the organisation's clients in use, read on the
 * server), one of its travellers, a cost centre, the PO number and a project code. The
 * rules are the resolver's (enquiry-billing.ts), so a missing PO number is said here
 * before sending, and the server says it again if the browser let it through.
 */
export function ClientFields({ clients }: { clients: IntakeClient[] }) {
  const { register, control, formState, getValues, setValue, clearErrors } = useFormContext<EnquiryFormValues>();
  const clientId = useWatch({ control, name: "clientId" });
  const client = clients.find((c) => c.id === clientId);
  const error = (name: string) => fieldError(formState.errors, name);
  const set = (name: FieldPath<EnquiryFormValues>, value: string) => setValue(name, value, { shouldDirty: true });

  // Picking a traveller fills the lead guest's details where they are empty, and the
  // booker's when that section is empty: nothing typed is overwritten.
  function fillFrom(traveller: Traveller) {
    const details = { givenName: traveller.givenName, familyName: traveller.familyName, email: traveller.email ?? "", contactNumber: traveller.phone ?? "" };
    const fill = (who: Person, onlyIfAllEmpty: boolean) => {
      const present = getValues(who);
      if (onlyIfAllEmpty && Object.values(present).some((value) => value.trim() !== "")) return;
      for (const [field, value] of Object.entries(details)) {
        if (value && present[field as keyof typeof present].trim() === "") set(`${who}.${field}` as FieldPath<EnquiryFormValues>, value);
      }
    };
    fill("leadGuest", false);
    fill("clientBooker", true);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Client (optional)" error={error("clientId")}>
        <Select
          {...register("clientId", {
            // Another client's traveller and cost centre are not this one's.
            onChange: () => {
              set("travellerId", "");
              set("costCentreCode", "");
              clearErrors(["travellerId", "costCentreCode", "poNumber"]);
            },
          })}
        >
          <option value="">No client</option>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Traveller (optional)" hint={client && client.travellers.length > 0 ? "Fills the lead guest's empty details." : undefined} error={error("travellerId")}>
        <Select
          disabled={!client || client.travellers.length === 0}
          {...register("travellerId", {
            onChange: (event: { target: { value: string } }) => {
              const traveller = client?.travellers.find((t) => t.id === event.target.value);
              if (traveller) fillFrom(traveller);
            },
          })}
        >
          <option value="">{client && client.travellers.length === 0 ? `${client.name} has no travellers` : "No traveller"}</option>
          {client?.travellers.map((t) => (
            <option key={t.id} value={t.id}>
              {t.givenName} {t.familyName}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Cost centre (optional)" error={error("costCentreCode")}>
        <Select disabled={!client || client.costCentres.length === 0} {...register("costCentreCode")}>
          <option value="">{client && client.costCentres.length === 0 ? `${client.name} has no cost centres` : "No cost centre"}</option>
          {client?.costCentres.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={client?.poNumberRequired ? "PO number" : "PO number (optional)"}
        hint={client?.poNumberRequired ? `${client.name} requires one on every enquiry.` : undefined}
        error={error("poNumber")}
      >
        <Input autoComplete="off" spellCheck={false} aria-required={client?.poNumberRequired || undefined} {...register("poNumber")} />
      </Field>
      <Field label="Project code (optional)" hint="At most 60 characters." error={error("projectCode")}>
        <Input autoComplete="off" spellCheck={false} {...register("projectCode")} />
      </Field>
    </div>
  );
}
