"use client";

import { useEffect, type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { cn } from "@/lib/shared/cn";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { isAmbiguousPlaceMessage } from "@/lib/portal/intake/ambiguous-place";
import type { EnquiryFormValues, LocationMode } from "@/lib/portal/intake/enquiry-form";
import { fieldError } from "@/components/enquiries/form/field-error";
import { LocationCandidates } from "./location-candidates";
import { LocationPreviewPanel } from "./location-preview-panel";
import type { PreviewState } from "./use-location-preview";

const MODES: { value: LocationMode; label: string }[] = [
  { value: "address", label: "Address" },
  { value: "coordinates", label: "Coordinates" },
  { value: "place", label: "Place id" },
];

/** The one location field a warning belongs to, per mode. */
export const LOCATION_FIELD: Record<LocationMode, "enquiryLocation.addressFormatted" | "enquiryLocation.coordinates.latitude" | "enquiryLocation.mapPlaceId"> = {
  address: "enquiryLocation.addressFormatted",
  coordinates: "enquiryLocation.coordinates.latitude",
  place: "enquiryLocation.mapPlaceId",
};

/** How the location is given (address, coordinates or place id), and where it resolves. */
export function LocationFields({ preview, previewNote, idleMap }: { preview: PreviewState; previewNote?: string; idleMap: ReactNode }) {
  const { register, control, formState, setValue, clearErrors } = useFormContext<EnquiryFormValues, unknown, CreateEnquiryRequest>();
  const mode = useWatch({ control, name: "enquiryLocation.mode" });
  const chosenPlaceId = useWatch({ control, name: "enquiryLocation.chosenPlaceId" });
  const candidates = mode === "address" && preview.status === "done" && preview.preview.found ? preview.preview.candidates : [];
  // A choice among the places an earlier text named means nothing for the text now typed.
  const stale = preview.status === "done" && chosenPlaceId !== "" && !candidates.some((c) => c.placeId === chosenPlaceId);
  useEffect(() => {
    if (stale) setValue("enquiryLocation.chosenPlaceId", "");
  }, [stale, setValue]);
  const error = (name: string) => fieldError(formState.errors, name);
  // "Choose the one you mean": said until a place is chosen.
  const askedToChoose = isAmbiguousPlaceMessage(error("enquiryLocation.addressFormatted"));
  useEffect(() => {
    if (askedToChoose && chosenPlaceId !== "") clearErrors("enquiryLocation.addressFormatted");
  }, [askedToChoose, chosenPlaceId, clearErrors]);
  const unplaced = preview.status === "done" && !preview.preview.found;
  // Once the service has refused the location, its message on the field says it; the
  // preview's warning would say the same a second time.
  const refused = Boolean(error(LOCATION_FIELD[mode]));
  const reason = preview.status === "done" && !preview.preview.found ? preview.preview.reason : null;
  const warning = unplaced && !refused ? <UnplacedWarning mode={mode} reason={reason} /> : undefined;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Give the location</legend>
          <div className="mt-2 grid grid-cols-3 rounded-md bg-slate-100 p-1 sm:inline-grid">
            {MODES.map(({ value, label }) => (
              <label
                key={value}
                className={cn(
                  "cursor-pointer rounded px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                  mode === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                )}
              >
                <input type="radio" value={value} className="sr-only" {...register("enquiryLocation.mode")} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {mode === "address" ? (
          <Field
            label="Address"
            hint={warning ?? "As much as you know: street, town or city, postcode, country."}
            error={error("enquiryLocation.addressFormatted")}
          >
            <Input autoComplete="off" placeholder="e.g. 221B Baker Street, London NW1 6XE, United Kingdom" {...register("enquiryLocation.addressFormatted")} />
          </Field>
        ) : mode === "coordinates" ? (
          <div className="grid grid-cols-2 gap-4">
            <Field label="Latitude" hint={warning ?? "Decimal degrees, −90 to 90."} error={error("enquiryLocation.coordinates.latitude")}>
              <Input inputMode="decimal" autoComplete="off" placeholder="51.5072" {...register("enquiryLocation.coordinates.latitude")} />
            </Field>
            <Field label="Longitude" hint="Decimal degrees, −180 to 180." error={error("enquiryLocation.coordinates.longitude")}>
              <Input inputMode="decimal" autoComplete="off" placeholder="-0.1276" {...register("enquiryLocation.coordinates.longitude")} />
            </Field>
          </div>
        ) : (
          <Field label="Place id" hint={warning ?? "The gazetteer's id of the place, e.g. gn:2643743 for London."} error={error("enquiryLocation.mapPlaceId")}>
            <Input autoComplete="off" spellCheck={false} placeholder="gn:2643743" {...register("enquiryLocation.mapPlaceId")} />
          </Field>
        )}
        {candidates.length > 1 ? <LocationCandidates candidates={candidates} /> : null}
        {previewNote ? <p className="text-xs text-slate-500">{previewNote}</p> : null}
      </div>
      <LocationPreviewPanel state={preview} mode={mode} idleMap={idleMap} chosenPlaceId={mode === "address" ? chosenPlaceId : ""} />
    </div>
  );
}

function UnplacedWarning({ mode, reason }: { mode: LocationMode; reason: string | null }) {
  return (
    <span className="font-medium text-amber-800">
      {reason
        ? `${reason} The service will refuse this address.`
        : mode === "address"
        ? "This address cannot be placed, so the service will refuse it. Add the town or city and the country."
        : mode === "place"
          ? "No place has this id."
          : "No place is known near these coordinates."}
    </span>
  );
}
