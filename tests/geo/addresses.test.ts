import { describe, expect, it } from "vitest";
import { distanceKm } from "../../lib/geo/distance-km";
import { precisionSentence, storedPrecision } from "../../lib/geo/describe-precision";
import { searchAddress } from "../../lib/geo/geocode-address";
import { reverseGeocode } from "../../lib/geo/reverse-geocode";

type Row = {
  input: string;
  /** ISO alpha-2 of the place; for a refusal, of the country named. */
  country: string | null;
  /** The gazetteer's name of the place; null when it cannot be placed. */
  place: string | null;
  precision: "city" | "postcode" | null;
  /** At least this many places offered to choose from (ambiguous names). */
  candidates?: number;
  refused?: true;
};

const city = (input: string, country: string, place: string, extra: Partial<Row> = {}): Row => ({ input, country, place, precision: "city", ...extra });
const unplaced = (input: string): Row => ({ input, country: null, place: null, precision: null });
const refused = (input: string, country: string): Row => ({ input, country, place: null, precision: null, refused: true });

const STREET_ADDRESSES: Row[] = [
  city("Domkloster 4, 50667 Cologne, Germany", "DE", "Köln"),
  city("221B Baker Street, London NW1 6XE", "GB", "London"),
  city("Unter den Linden 77, 10117 Berlin, Deutschland", "DE", "Berlin"),
  city("350 Fifth Avenue, New York, NY 10118", "US", "New York City", { precision: "postcode" }),
  city("1600 Pennsylvania Avenue NW, Washington, DC 20500", "US", "Washington, D.C.", { precision: "postcode" }),
  // A ZIP code of another state is a typing error, not a better point.
  city("Springfield, MO 62701", "US", "Springfield"),
  city("24 Sussex Drive, Ottawa, ON K1A 0B1", "CA", "Ottawa"),
  city("Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France", "FR", "Paris"),
  city("Piazza del Colosseo 1, 00184 Roma, Italy", "IT", "Rome"),
  city("Carrer de Mallorca 401, 08013 Barcelona, Spain", "ES", "Barcelona"),
  city("Dam 1, 1012 JS Amsterdam, Netherlands", "NL", "Amsterdam"),
  city("Bahnhofstrasse 1, 8001 Zürich, Switzerland", "CH", "Zürich"),
  city("Stephansplatz 3, 1010 Wien, Austria", "AT", "Vienna"),
  city("Rua Augusta 100, 1100-053 Lisboa, Portugal", "PT", "Lisbon"),
  city("1 Macquarie Street, Sydney NSW 2000, Australia", "AU", "Sydney"),
  city("Shibuya Crossing, Tokyo, Japan", "JP", "Tokyo"),
  city("Plaza de la Constitución, Ciudad de México, Mexico", "MX", "Mexico City"),
  city("Avenida Paulista 1578, São Paulo, Brazil", "BR", "São Paulo"),
  city("Rynek Główny 1, 31-042 Kraków, Poland", "PL", "Kraków"),
  city("Drottninggatan 1, 111 51 Stockholm, Sweden", "SE", "Stockholm"),
  city("Nyhavn 17, 1051 København, Denmark", "DK", "Copenhagen"),
  city("Karl Johans gate 22, 0159 Oslo, Norway", "NO", "Oslo"),
  city("O'Connell Street, Dublin 1, Ireland", "IE", "Dublin"),
  city("Syntagma Square, Athens 105 63, Greece", "GR", "Athens"),
  city("Istiklal Caddesi 1, Beyoğlu, Istanbul, Turkey", "TR", "Istanbul"),
  city("Marine Drive, Mumbai 400020, India", "IN", "Mumbai"),
  city("1 Raffles Place, Singapore 048616", "SG", "Singapore"),
  city("Long Street, Cape Town 8001, South Africa", "ZA", "Cape Town"),
  city("Andrássy út 22, 1061 Budapest, Hungary", "HU", "Budapest"),
  city("Václavské náměstí 1, 110 00 Praha, Czech Republic", "CZ", "Prague"),
];

const CITIES: Row[] = [
  city("London", "GB", "London"),
  city("Paris", "FR", "Paris"),
  city("Toronto", "CA", "Toronto"),
  city("Buenos Aires", "AR", "Buenos Aires"),
  city("Nairobi", "KE", "Nairobi"),
  city("Auckland", "NZ", "Auckland"),
  city("Seoul", "KR", "Seoul"),
  city("Cairo", "EG", "Cairo"),
  city("Springfield, Missouri", "US", "Springfield"),
];

const EXONYMS: Row[] = [
  city("Cologne", "DE", "Köln"),
  city("Köln, Deutschland", "DE", "Köln"),
  city("Munich", "DE", "Munich"),
  city("München", "DE", "Munich"),
  city("Wien", "AT", "Vienna"),
  city("Vienna, Austria", "AT", "Vienna"),
  city("Lissabon", "PT", "Lisbon"),
  city("Warschau", "PL", "Warsaw"),
  city("Prag", "CZ", "Prague"),
  city("Firenze", "IT", "Florence"),
  city("Den Haag", "NL", "The Hague"),
  city("Genf", "CH", "Genève"),
  city("Mailand", "IT", "Milan"),
  city("Bombay", "IN", "Mumbai"),
];

const OTHER_SCRIPTS: Row[] = [
  city("الرياض", "SA", "Riyadh"),
  city("Москва", "RU", "Moscow"),
  city("東京", "JP", "Tokyo"),
  city("Αθήνα", "GR", "Athens"),
  city("北京", "CN", "Beijing"),
  city("القاهرة", "EG", "Cairo"),
  city("서울", "KR", "Seoul"),
  city("תל אביב", "IL", "Tel Aviv"),
  city("Київ", "UA", "Kyiv"),
];

const AMBIGUOUS: Row[] = [
  city("Springfield", "US", "Springfield", { candidates: 3 }),
  city("Georgetown", "GY", "Georgetown", { candidates: 2 }),
  city("Portland", "US", "Portland", { candidates: 2 }),
  city("Cambridge", "GB", "Cambridge", { candidates: 2 }),
];

const WRONG_COUNTRY: Row[] = [
  refused("Domkloster 4, Cologne, France", "FR"),
  refused("Springfield, Germany", "DE"),
  refused("Baker Street, Manchester, Italy", "IT"),
];

// A postcode refines the town it is written with; alone it places nothing.
const POSTCODE_ONLY: Row[] = [unplaced("SW1A 2AA"), unplaced("75008"), unplaced("10118"), unplaced("K1A 0B1")];

const ROWS = [...STREET_ADDRESSES, ...CITIES, ...EXONYMS, ...OTHER_SCRIPTS, ...AMBIGUOUS, ...WRONG_COUNTRY, ...POSTCODE_ONLY];

describe("geocoding real addresses (gazetteer)", () => {
  it("covers at least 60 addresses in 20 countries", () => {
    expect(ROWS.length + AT_SEA.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ROWS.map((row) => row.country).filter(Boolean)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(ROWS.map((row) => [row.input, row] as const))("%s", (input, row) => {
    const search = searchAddress(input);
    const place = search.places[0] ?? null;
    expect({
      country: place?.countryCode ?? search.refusedCountry,
      place: place?.name ?? null,
      precision: place?.precision ?? null,
      refused: search.refusedCountry ? true : undefined,
    }).toEqual({ country: row.country, place: row.place, precision: row.precision, refused: row.refused });
    if (row.candidates) expect(search.places.length).toBeGreaterThanOrEqual(row.candidates);
    else expect(search.places.length).toBeLessThanOrEqual(1);
  });
});

// Points in the open sea keep their coordinates; the nearest known place is said with its distance.
const AT_SEA: [string, number, number, string, string, number][] = [
  ["mid Atlantic, off Brazil", 0, -30, "BR", "Fernando de Noronha (Distrito Estadual)", 504],
  ["North Atlantic", 45, -40, "PT", "Santa Cruz das Flores", 955],
  ["Indian Ocean", -30, 80, "MU", "Baie aux Huîtres", 2025],
];

describe("coordinates at sea", () => {
  it.each(AT_SEA)("%s (%d, %d): nearest known place and how far", (_name, latitude, longitude, country, place, km) => {
    const nearest = reverseGeocode(latitude, longitude);
    expect({ country: nearest?.countryCode, place: nearest?.name }).toEqual({ country, place });
    expect(Math.round(distanceKm({ latitude, longitude }, nearest ?? { latitude, longitude }))).toBe(km);
    expect(precisionSentence({ precision: "coordinates", locality: place, streetAddress: null, postalCode: null, kmFromLocality: km })).toBe(
      `Placed at the coordinates given: distances are from that point. The nearest known place, ${place}, is ${km} km away.`,
    );
  });
});

describe("the precision sentence", () => {
  it("says a street address was placed at the city's centre, its street and postcode kept but not used", () => {
    const place = searchAddress("221B Baker Street, London NW1 6XE").places[0];
    expect(place && precisionSentence({ ...place, kmFromLocality: null })).toBe(
      "Placed at city level: distances are from the centre of London. The street and postcode were kept but not used to place it.",
    );
  });

  it("says a US address with its ZIP code was placed at the centre of the ZIP code's area", () => {
    const place = searchAddress("350 Fifth Avenue, New York, NY 10118").places[0];
    expect(place).toMatchObject({ latitude: 40.749, longitude: -73.9865, postalCode: "10118" });
    expect(place && precisionSentence({ ...place, kmFromLocality: null })).toBe(
      "Placed at postcode level: distances are from the centre of 10118, New York City. The street was kept but not used to place it.",
    );
  });

  it("says coordinates near a town are measured from that point", () => {
    expect(precisionSentence({ precision: "coordinates", locality: "London", streetAddress: null, postalCode: null, kmFromLocality: 2.07 })).toBe(
      "Placed at the coordinates given: distances are from that point, 2.1 km from the centre of London.",
    );
  });
});

describe("the precision of a stored enquiry location", () => {
  const newYork = { mapPlaceId: "gn:5128581", address: { locality: "New York City", streetAddress: "350 Fifth Avenue", postalCode: "10118" } };

  it("is read from whether its coordinates are its place's own point, its postcode's centre, or neither", () => {
    const cityPoint = searchAddress("New York City").places[0];
    expect(cityPoint && storedPrecision({ ...newYork, coordinates: cityPoint }).precision).toBe("city");
    expect(storedPrecision({ ...newYork, coordinates: { latitude: 40.749, longitude: -73.9865 } }).precision).toBe("postcode");
    expect(storedPrecision({ ...newYork, coordinates: { latitude: 40.7484, longitude: -73.9857 } })).toMatchObject({
      precision: "coordinates",
      locality: "New York City",
    });
  });
});
