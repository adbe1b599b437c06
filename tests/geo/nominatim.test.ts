import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNominatimGeocoder } from "../../lib/geo/create-nominatim-geocoder";
import { GeocoderUnavailableError } from "../../lib/geo/geocoder-unavailable";
import { createGeocoder } from "../../lib/geo/get-geocoder";
import { ANSWERS } from "./fixtures/nominatim-answers";
import { startNominatim } from "./nominatim-server";

let server: Awaited<ReturnType<typeof startNominatim>>;
let geocoder: ReturnType<typeof createNominatimGeocoder>;

beforeAll(async () => {
  server = await startNominatim(ANSWERS);
  geocoder = createNominatimGeocoder(`${server.url}/`, { timeoutMs: 300 });
});
afterAll(() => server.close());

describe("Nominatim geocoder, against a Nominatim-compatible server", () => {
  it("places a street address at street level, with its street and postcode", async () => {
    expect(await geocoder.geocodeAddress("221B Baker Street, London NW1 6XE")).toEqual({
      placeId: "osm:N3916581637",
      name: "Sherlock Holmes Museum",
      locality: "London",
      region: "England",
      country: "United Kingdom",
      countryCode: "GB",
      postalCode: "NW1 6XE",
      streetAddress: "221B Baker Street",
      latitude: 51.5237629,
      longitude: -0.1584743,
      population: 0,
      precision: "street",
    });
    const asked = server.requests.at(-1);
    expect(asked?.pathname).toBe("/search");
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({ format: "jsonv2", addressdetails: "1", q: "221B Baker Street, London NW1 6XE" });
  });

  it("places a town at city level", async () => {
    expect(await geocoder.geocodeAddress("London")).toMatchObject({ placeId: "osm:R65606", precision: "city", population: 8799800 });
  });

  it("offers every place of the same name the server ranks", async () => {
    const search = await geocoder.searchAddress("Springfield");
    expect(search.places.map((place) => place.region)).toEqual(["Illinois", "Missouri", "Massachusetts"]);
  });

  it("resolves an empty result to no place", async () => {
    expect(await geocoder.geocodeAddress("Nowhere In Particular")).toBeNull();
    expect(await geocoder.reverseGeocode(0, -30)).toBeNull();
  });

  it("reverse geocodes and looks up by OSM id", async () => {
    expect(await geocoder.reverseGeocode(51.5074, -0.1278)).toMatchObject({ placeId: "osm:R65606" });
    expect(await geocoder.lookupPlace("osm:R65606")).toMatchObject({ name: "London" });
  });

  it("does not ask the server about malformed input", async () => {
    const before = server.requests.length;
    expect(await geocoder.lookupPlace("gn:2643743")).toBeNull();
    expect(await geocoder.reverseGeocode(100, 0)).toBeNull();
    expect(await geocoder.geocodeAddress("   ")).toBeNull();
    expect(server.requests.length).toBe(before);
  });

  it("reports 429 as unavailable, with the server's Retry-After", async () => {
    const error = await geocoder.geocodeAddress("Busy Street 1, Berlin").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect(error).toMatchObject({ retryAfterSeconds: 30, message: expect.stringMatching(/HTTP 429/) });
  });

  it("gives up on a server that does not answer within the timeout", async () => {
    const error = await geocoder.geocodeAddress("Slow Lane 2, Paris").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderUnavailableError);
    expect(error).toMatchObject({ retryAfterSeconds: null, message: expect.stringMatching(/within 300 ms/) });
  });

  it("reports a server error and an unreachable server as unavailable", async () => {
    await expect(geocoder.geocodeAddress("Broken Road 3, Rome")).rejects.toThrow(/HTTP 502/);
    const gone = createNominatimGeocoder("http://127.0.0.1:9", { timeoutMs: 300 });
    await expect(gone.geocodeAddress("London")).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});

describe("createGeocoder", () => {
  it("defaults to the gazetteer and insists on a Nominatim URL", () => {
    expect(createGeocoder(undefined, undefined)).toBeDefined();
    expect(() => createGeocoder("nominatim", undefined)).toThrow(/NOMINATIM_URL/);
    expect(() => createGeocoder("google", undefined)).toThrow(/Unknown GEOCODER/);
  });
});
