import "server-only";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { GeocoderUnavailableError, getGeocoder } from "@/lib/geo";
import { CORRECT_THE_FIELDS } from "@/lib/shared/forms";
import { PortalError } from "../errors";
import { ambiguousPlaceMessage } from "./ambiguous-place";

/**
 * An address that names several places about equally ("Springfield") is sent only with
 * the place the agent chose among them (its id as `mapPlaceId`): otherwise the provider
 * would take the first without a word, perhaps in another country. The same geocoder as
 * the form's preview decides; when it does not answer, the provider's own answer stands.
 */
export async function checkPlaceChosen(location: CreateEnquiryRequest["enquiryLocation"]): Promise<void> {
  if (!location.addressFormatted || location.mapPlaceId || location.coordinates) return;
  let places;
  try {
    places = (await getGeocoder().searchAddress(location.addressFormatted)).places;
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) return;
    throw error;
  }
  if (places.length < 2) return;
  throw new PortalError("INVALID", CORRECT_THE_FIELDS, { "enquiryLocation.addressFormatted": [ambiguousPlaceMessage(places)] });
}
