"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useWatch, type Control } from "react-hook-form";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import type { LocationPreview } from "@/lib/portal/intake/location-preview";

const DEBOUNCE_MS = 400;

export type PreviewState =
  | { status: "idle" }
  | { status: "loading"; previous?: LocationPreview }
  | { status: "done"; preview: LocationPreview; query: string }
  | { status: "error" };

/**
 * The query string of the location as typed, or null while a part is blank. Whether the
 * rest is valid is for /api/geocode to say (a 400 leaves the preview idle): its schema is
 * the rule, and the page does not ship zod just to ask it.
 */
function previewQuery(location: EnquiryFormValues["enquiryLocation"]): string | null {
  const params: Record<string, string> =
    location.mode === "coordinates"
      ? { mode: location.mode, lat: location.coordinates.latitude.trim().replace(",", "."), lon: location.coordinates.longitude.trim().replace(",", ".") }
      : { mode: location.mode, q: (location.mode === "address" ? location.addressFormatted : location.mapPlaceId).trim() };
  if (Object.values(params).some((value) => value === "")) return null;
  return new URLSearchParams(params).toString();
}

/** The answer to a query the preview cannot use (incomplete coordinates, an over-long address). */
const INCOMPLETE = Symbol("incomplete");

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Where the location typed so far resolves: asked of /api/geocode once typing pauses,
 * answers cached by react-query (going back to an earlier text asks nothing).
 */
export function useLocationPreview(control: Control<EnquiryFormValues, unknown, CreateEnquiryRequest>): PreviewState {
  const location = useWatch({ control, name: "enquiryLocation" });
  const current = previewQuery(location);
  const debounced = useDebounced(current, DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ["geocode", debounced],
    enabled: debounced !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<LocationPreview | typeof INCOMPLETE> => {
      const res = await fetch(`/api/geocode?${debounced}`, { signal, headers: { accept: "application/json" } });
      if (res.status === 400) return INCOMPLETE;
      if (!res.ok) throw new Error(`geocode preview answered ${res.status}`);
      return (await res.json()) as LocationPreview;
    },
  });

  if (current === null || (debounced === current && result.data === INCOMPLETE && !result.isFetching)) return { status: "idle" };
  if (result.isError && debounced === current) return { status: "error" };
  const previous = result.data === INCOMPLETE ? undefined : result.data;
  if (debounced !== current || result.isFetching || !previous) return { status: "loading", previous };
  return { status: "done", preview: previous, query: current };
}
