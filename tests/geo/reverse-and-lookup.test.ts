import { describe, expect, it } from "vitest";
import { distanceKm, getGeocoder, listPlaces, nearestPlaces } from "../../lib/geo";

describe("reverseGeocode (gazetteer)", () => {
  it.each([
    [51.5074, -0.1278, "gn:2643743", "London"],
    [48.8566, 2.3522, "gn:2988507", "Paris"],
    // Central Berlin is nearest to the district "Mitte"; the town is the better locality.
    [52.52, 13.405, "gn:2950159", "Berlin"],
  ])("(%d, %d) → %s %s", async (latitude, longitude, placeId, name) => {
    expect(await getGeocoder().reverseGeocode(latitude, longitude)).toMatchObject({ placeId, name, locality: name });
  });

  it.each([
    [91, 0],
    [-91, 0],
    [0, 181],
    [0, -181],
    [Number.NaN, 0],
  ])("returns null out of range (%d, %d)", async (latitude, longitude) => {
    expect(await getGeocoder().reverseGeocode(latitude, longitude)).toBeNull();
  });
});

describe("lookupPlace (gazetteer)", () => {
  it("finds a place by its GeoNames id", async () => {
    expect(await getGeocoder().lookupPlace("gn:2643743")).toMatchObject({
      placeId: "gn:2643743",
      name: "London",
      countryCode: "GB",
      country: "United Kingdom",
    });
  });

  it.each(["gn:999999999", "xyz", "", "gn:", "gn:12ab", "osm:N123"])("returns null for %j", async (placeId) => {
    expect(await getGeocoder().lookupPlace(placeId)).toBeNull();
  });
});

describe("listPlaces", () => {
  it("lists the cities of a million people or more, biggest first", () => {
    const places = listPlaces({ minPopulation: 1_000_000 });
    expect(places.length).toBeGreaterThan(300);
    expect(places.length).toBeLessThan(400);
    expect(places.every((place) => place.population >= 1_000_000)).toBe(true);
    expect(places.map((place) => place.population)).toEqual(
      [...places.map((place) => place.population)].sort((a, b) => b - a),
    );
    expect(places.map((place) => place.name)).toEqual(expect.arrayContaining(["London", "Paris", "Tokyo"]));
    expect(new Set(places.map((place) => place.placeId)).size).toBe(places.length);
  });
});

describe("nearestPlaces", () => {
  it("returns the nearest places, nearest first", () => {
    const here = { latitude: 51.5074, longitude: -0.1278 };
    const places = nearestPlaces(here.latitude, here.longitude, 5);
    expect(places).toHaveLength(5);
    expect(places[0]?.name).toBe("London");
    const distances = places.map((place) => distanceKm(here, place));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("returns nothing for bad input", () => {
    expect(nearestPlaces(95, 0, 3)).toEqual([]);
    expect(nearestPlaces(0, 0, 0)).toEqual([]);
  });
});

describe("distanceKm", () => {
  it("measures great-circle distance", () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(distanceKm(london, paris)).toBeCloseTo(343.5, 0);
    expect(distanceKm(london, london)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015.1, 0);
  });
});
