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
};

export type Geocoder = {
  /** Resolves to null when the text cannot be placed. */
  geocodeAddress(text: string): Promise<Place | null>;
  /** Nearest place; null for coordinates out of range. */
  reverseGeocode(latitude: number, longitude: number): Promise<Place | null>;
  /** Null when the id is malformed or unknown. */
  lookupPlace(placeId: string): Promise<Place | null>;
};

export type Coordinates = { latitude: number; longitude: number };
