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
};

/**
 * Where the location resolves, as the service would resolve it: `point` is the
 * enquiry's coordinates (the typed ones in coordinates mode, the place's otherwise).
 * Null when it cannot be placed.
 */
export type LocationPreview = { found: true; place: PreviewPlace; point: { latitude: number; longitude: number } } | { found: false };
