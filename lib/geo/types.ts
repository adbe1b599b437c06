export type Place = {
  /** "gn:<geonameid>" from the gazetteer, "osm:<N|W|R><id>" from Nominatim. */
  placeId: string;
  name: string;
  locality: string | null;
  /** First-level administrative division, e.g. "England", "Ontario". */
  region: string | null;
  /** English country name, e.g. "United Kingdom". */
  country: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  postalCode: string | null;
  streetAddress: string | null;
  latitude: number;
  longitude: number;
  population: number;
  /**
   * What the coordinates stand for: the address itself ("street"), the area of its
   * postcode ("postcode"), or the centre of the town ("city").
   */
  precision: Precision;
};

export type Precision = "street" | "postcode" | "city";

/**
 * The places an address can name, best first: more than one when several fit about
 * equally ("Springfield"). None when it names no place; then `refusedCountry` is the
 * country it names (ISO alpha-2) when it names a town that exists only elsewhere.
 */
export type AddressSearch = { places: Place[]; refusedCountry: string | null };

export type Geocoder = {
  /** Resolves to null when the text cannot be placed. */
  geocodeAddress(text: string): Promise<Place | null>;
  /** Every place the text can name about equally well, best first. */
  searchAddress(text: string): Promise<AddressSearch>;
  /** Nearest place; null for coordinates out of range. */
  reverseGeocode(latitude: number, longitude: number): Promise<Place | null>;
  /** Null when the id is malformed or unknown. */
  lookupPlace(placeId: string): Promise<Place | null>;
};

export type Coordinates = { latitude: number; longitude: number };
