import { z } from "zod";
import { Coordinates } from "@/lib/contract/common";
import { EnquiryLocationInput } from "@/lib/contract/enquiry";

// The intake form's live location preview: what GET /api/geocode is asked and answers.
// Types and schemas only, for the route and the form both.

export const LocationPreviewQuery = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("address"), q: z.string().pipe(EnquiryLocationInput.shape.addressFormatted.unwrap()) }),
  z.object({
    mode: z.literal("coordinates"),
    lat: z.coerce.number().pipe(Coordinates.shape.latitude),
    lon: z.coerce.number().pipe(Coordinates.shape.longitude),
  }),
  z.object({ mode: z.literal("place"), q: z.string().pipe(EnquiryLocationInput.shape.mapPlaceId.unwrap()) }),
]);
export type LocationPreviewQuery = z.infer<typeof LocationPreviewQuery>;

export type PreviewPlace = {
  placeId: string;
  name: string;
  locality: string | null;
  region: string | null;
  country: string | null;
  postalCode: string | null;
  streetAddress: string | null;
  population: number;
  /** The enquiry's coordinates if this place is sent (the typed ones in coordinates mode). */
  point: { latitude: number; longitude: number };
  /** Decimals of `point` worth showing: fewer for a city centre than for a point given. */
  decimals: number;
  /** "Placed at city level: distances are from the centre of London." */
  precision: string;
};

/**
 * Where the location resolves, as the service would resolve it: `point` is the
 * enquiry's coordinates. `candidates` lists the places an ambiguous address can name
 * ("Springfield"), best first, for the agent to choose from; empty when it is clear.
 * Not found: `reason` says why when there is more to say than "cannot be placed".
 */
export type LocationPreview =
  | { found: true; place: PreviewPlace; point: { latitude: number; longitude: number }; candidates: PreviewPlace[] }
  | { found: false; reason: string | null };
