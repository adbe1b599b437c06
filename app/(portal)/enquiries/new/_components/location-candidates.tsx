"use client";

import { useFormContext } from "react-hook-form";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import type { PreviewPlace } from "@/lib/portal/intake/location-preview";
import { formatNumber } from "@/lib/shared/format";


/**
 * The places an ambiguous address names ("Springfield"), to choose one: a native radio
 * group, so Tab reaches it once and the arrow keys move between the places.
 */
export function LocationCandidates({ candidates }: { candidates: PreviewPlace[] }) {
  const { register } = useFormContext<EnquiryFormValues, unknown, CreateEnquiryRequest>();
  const name = candidates[0]?.name ?? "this name";
  return (
    <fieldset className="rounded-md bg-amber-50 p-3 ring-1 ring-amber-200 ring-inset" data-testid="location-candidates">
      <legend className="float-left mb-1 w-full text-sm font-medium text-slate-900">
        Several places are called {name}. Which one do you mean?
      </legend>
      <p className="mb-2 text-xs text-slate-600">The enquiry is sent once you have chosen one.</p>
      <div className="flex flex-col gap-1">
        {candidates.map((candidate) => (
          <label
            key={candidate.placeId}
            className="flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-amber-100 has-[:checked]:bg-white has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input type="radio" value={candidate.placeId} className="mt-0.5 accent-brand-600" {...register("enquiryLocation.chosenPlaceId")} />
            <span>
              <span className="font-medium">{[candidate.name, candidate.region, candidate.country].filter(Boolean).join(", ")}</span>
              <span className="text-slate-600"> · {formatNumber(candidate.population)} people</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
