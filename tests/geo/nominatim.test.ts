import { afterEach, describe, expect, it, vi } from "vitest";
import { createNominatimGeocoder } from "../../lib/geo/create-nominatim-geocoder";
import { createGeocoder } from "../../lib/geo/get-geocoder";

const london = {
  place_id: 1,
  osm_type: "relation",
  osm_id: 65606,
  lat: "51.5073219",
  lon: "-0.1276474",
  name: "London",
  display_name: "London, Greater London, England, United Kingdom",
  address: { city: "London", state: "England", postcode: "WC2N 5DU", country: "United Kingdom", country_code: "gb" },
  extratags: { population: "8,799,800" },
};

function stubFetch(respond: (url: URL) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: string | URL | Request) => Promise.resolve(respond(new URL(String(input)))));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Nominatim geocoder", () => {
  const geocoder = createNominatimGeocoder("https://nominatim.test/");

  it("searches and maps the first result", async () => {
    const fetchMock = stubFetch(() => json([london]));
    expect(await geocoder.geocodeAddress("London")).toEqual({
      placeId: "osm:R65606",
      name: "London",
      locality: "London",
      region: "England",
      country: "United Kingdom",
      countryCode: "GB",
      postalCode: "WC2N 5DU",
      streetAddress: null,
      latitude: 51.5073219,
      longitude: -0.1276474,
      population: 8799800,
    });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe("https://nominatim.test/search");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ format: "jsonv2", addressdetails: "1", q: "London" });
  });

  it("returns null when nothing is found", async () => {
    stubFetch(() => json([]));
    expect(await geocoder.geocodeAddress("asdfgh")).toBeNull();
    stubFetch(() => json({ error: "Unable to geocode" }));
    expect(await geocoder.reverseGeocode(0, -30)).toBeNull();
  });

  it("reverse geocodes and looks up by OSM id", async () => {
    const fetchMock = stubFetch(() => json(london));
    expect(await geocoder.reverseGeocode(51.5, -0.12)).toMatchObject({ placeId: "osm:R65606" });
    stubFetch(() => json([london]));
    expect(await geocoder.lookupPlace("osm:R65606")).toMatchObject({ name: "London" });
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe("/reverse");
  });

  it("does not call the server for malformed input", async () => {
    const fetchMock = stubFetch(() => json([]));
    expect(await geocoder.lookupPlace("gn:2643743")).toBeNull();
    expect(await geocoder.reverseGeocode(100, 0)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("throws when the HTTP call fails", async () => {
    stubFetch(() => json({ message: "down" }, 503));
    await expect(geocoder.geocodeAddress("London")).rejects.toThrow(/HTTP 503/);
    stubFetch(() => Promise.reject(new TypeError("fetch failed")));
    await expect(geocoder.geocodeAddress("London")).rejects.toThrow(/request failed/);
  });

  it("passes a timeout signal", async () => {
    const fetchMock = vi.fn((_input: string | URL | Request, init?: RequestInit) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      return Promise.resolve(json([]));
    });
    vi.stubGlobal("fetch", fetchMock);
    await geocoder.geocodeAddress("London");
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe("createGeocoder", () => {
  it("defaults to the gazetteer and insists on a Nominatim URL", () => {
    expect(createGeocoder(undefined, undefined)).toBeDefined();
    expect(() => createGeocoder("nominatim", undefined)).toThrow(/NOMINATIM_URL/);
    expect(() => createGeocoder("google", undefined)).toThrow(/Unknown GEOCODER/);
  });
});
