"use client";

import { coordinatesLabel } from "@/components/ui/guests";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { LocationMode } from "@/lib/portal/intake/enquiry-form";
import type { LocationPreview, PreviewPlace } from "@/lib/portal/intake/location-preview";
import { placeLabel } from "@/lib/portal/enquiries/place-label";
import type { PreviewState } from "./use-location-preview";

// The map with a marker (and the land outline it draws) is loaded once there is a place
// to mark; until then the page's server-drawn map (`idleMap`) is shown, at the same size.
const WorldMap = dynamic(() => import("@/components/enquiries/world-map").then((m) => m.WorldMap), {
  ssr: false,
  loading: () => <div className="aspect-[360/145] w-full rounded-md bg-sky-50 ring-1 ring-slate-200" />,
});

const PROMPTS: Record<LocationMode, string> = {
  address: "Type an address to see where it is.",
  coordinates: "Enter a latitude and a longitude to see the nearest place.",
  place: "Enter a place id to see the place.",
};

/** Where the location resolves: the place in words and on the map. The summary line is announced. */
export function LocationPreviewPanel({
  state,
  mode,
  idleMap,
  chosenPlaceId,
}: {
  state: PreviewState;
  mode: LocationMode;
  idleMap: ReactNode;
  /** The candidate chosen when the address names several places; "" for none. */
  chosenPlaceId: string;
}) {
  const shown: LocationPreview | undefined = state.status === "done" ? state.preview : state.status === "loading" ? state.previous : undefined;
  const resolved = shown?.found ? shown : null;
  const chosen = resolved?.candidates.find((candidate) => candidate.placeId === chosenPlaceId);
  const found = resolved ? { place: chosen ?? resolved.place, point: (chosen ?? resolved.place).point } : null;
  const summary =
    state.status === "idle"
      ? PROMPTS[mode]
      : state.status === "error"
        ? "The preview is not available right now; the service checks the location when you send the enquiry."
        : state.status === "loading"
          ? "Looking up the location…"
          : state.preview.found
            ? resolvesTo(state.preview, chosen)
            : (state.preview.reason ?? "Cannot be placed.");

  return (
    <section aria-labelledby="location-preview-title" className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <div className="flex items-center justify-between gap-2">
        <h3 id="location-preview-title" className="text-sm font-semibold text-slate-900">
          Location preview
        </h3>
        {state.status === "loading" ? <Spinner className="text-slate-400" /> : null}
      </div>
      <p
        aria-live="polite"
        aria-atomic="true"
        data-testid="location-summary"
        className={state.status === "done" && !state.preview.found ? "text-sm font-medium text-amber-800" : "text-sm text-slate-600"}
      >
        {summary}
      </p>
      {found && state.status === "done" ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Place</dt>
          <dd className="font-medium text-slate-900">{found.place.name}</dd>
          {found.place.streetAddress ? (
            <>
              <dt className="text-slate-500">Street</dt>
              <dd className="text-slate-900">{found.place.streetAddress}</dd>
            </>
          ) : null}
          {found.place.postalCode ? (
            <>
              <dt className="text-slate-500">Postcode</dt>
              <dd className="text-slate-900">{found.place.postalCode}</dd>
            </>
          ) : null}
          <dt className="text-slate-500">Region</dt>
          <dd className="text-slate-900">{found.place.region ?? "—"}</dd>
          <dt className="text-slate-500">Country</dt>
          <dd className="text-slate-900">{found.place.country ?? "—"}</dd>
          <dt className="text-slate-500">Coordinates</dt>
          <dd className="text-slate-900 tabular-nums">{coordinatesLabel(found.point.latitude, found.point.longitude, found.place.decimals)}</dd>
          <dt className="text-slate-500">Place id</dt>
          <dd className="font-mono text-xs leading-5 text-slate-700">{found.place.placeId}</dd>
        </dl>
      ) : null}
      {found && state.status === "done" ? (
        <p className="text-sm text-slate-700" data-testid="location-precision">
          {found.place.precision}
        </p>
      ) : null}
      {found ? (
        <WorldMap
          point={found.point}
          label={`World map with a marker at ${labelOf(found.place)} (${coordinatesLabel(found.point.latitude, found.point.longitude, found.place.decimals)}).`}
        />
      ) : (
        idleMap
      )}
    </section>
  );
}

function resolvesTo(preview: Extract<LocationPreview, { found: true }>, chosen: PreviewPlace | undefined): string {
  if (chosen) return `Resolves to ${labelOf(chosen)}, as chosen.`;
  if (preview.candidates.length > 1) {
    return "Several places fit: choose one to send the enquiry.";
  }
  return `Resolves to ${labelOf(preview.place)}.`;
}

function labelOf(place: PreviewPlace): string {
  return placeLabel({ ...place, locality: place.locality ?? place.name });
}
