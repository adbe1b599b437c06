import { describe, expect, it } from "vitest";
import { getGeocoder } from "../../lib/geo";

const geocode = (text: string) => getGeocoder().geocodeAddress(text);

describe("geocodeAddress (gazetteer)", () => {
  it("reads plain London as London, GB, the most populous", async () => {
    const place = await geocode("London");
    expect(place).toMatchObject({
      placeId: "gn:2643743",
      name: "London",
      locality: "London",
      region: "England",
      country: "United Kingdom",
      countryCode: "GB",
      postalCode: null,
      streetAddress: null,
    });
  });

  it.each([
    ["London, Ontario, Canada", "gn:6058560", "CA", "Ontario"],
    ["London, ON", "gn:6058560", "CA", "Ontario"],
    ["London, KY", "gn:4298960", "US", "Kentucky"],
    ["London, Kentucky", "gn:4298960", "US", "Kentucky"],
    ["London, England", "gn:2643743", "GB", "England"],
  ])("tells London apart by region and country: %s", async (text, placeId, countryCode, region) => {
    expect(await geocode(text)).toMatchObject({ placeId, countryCode, region });
  });

  it.each([
    ["Paris", "FR"],
    ["Paris, France", "FR"],
    ["Paris France", "FR"],
    ["Paris, Texas", "US"],
    ["Paris, TX", "US"],
  ])("places %s in %s", async (text, countryCode) => {
    const place = await geocode(text);
    expect(place).toMatchObject({ name: "Paris", countryCode });
    if (countryCode === "US") expect(place?.region).toBe("Texas");
  });

  it("takes the street and the UK postcode out of the text", async () => {
    expect(await geocode("10 Downing Street, London SW1A 2AA")).toMatchObject({
      placeId: "gn:2643743",
      locality: "London",
      postalCode: "SW1A 2AA",
      streetAddress: "10 Downing Street",
    });
    expect(await geocode("221B Baker Street, London NW1 6XE, UK")).toMatchObject({
      placeId: "gn:2643743",
      postalCode: "NW1 6XE",
      streetAddress: "221B Baker Street",
    });
  });

  it("finds the town inside a text without commas", async () => {
    expect(await geocode("Manchester UK")).toMatchObject({ placeId: "gn:2643123", countryCode: "GB" });
    expect(await geocode("10 Downing Street London SW1A 2AA")).toMatchObject({
      placeId: "gn:2643743",
      streetAddress: "10 Downing Street",
      postalCode: "SW1A 2AA",
    });
  });

  it("lets a UK postcode choose Great Britain without a country name", async () => {
    expect(await geocode("Perth")).toMatchObject({ countryCode: "AU" });
    expect(await geocode("Perth PH1 5AA")).toMatchObject({ countryCode: "GB", region: "Scotland", postalCode: "PH1 5AA" });
    expect(await geocode("Perth, Scotland")).toMatchObject({ countryCode: "GB", postalCode: null });
  });

  it.each(["Zürich", "Zurich", "ZURICH"])("ignores case and diacritics: %s", async (text) => {
    expect(await geocode(text)).toMatchObject({ placeId: "gn:2657896", name: "Zürich", countryCode: "CH" });
  });

  it.each(["São Paulo", "Sao Paulo", "sao paulo, brazil"])("ignores diacritics: %s", async (text) => {
    expect(await geocode(text)).toMatchObject({ placeId: "gn:3448439", countryCode: "BR" });
  });

  it("reads US ZIP codes, plain and ZIP+4", async () => {
    expect(await geocode("350 Fifth Avenue, New York, NY 10118")).toMatchObject({
      placeId: "gn:5128581",
      region: "New York",
      postalCode: "10118",
      streetAddress: "350 Fifth Avenue",
    });
    expect(await geocode("Paris TX 75460-1234")).toMatchObject({ countryCode: "US", postalCode: "75460-1234" });
  });

  it("reads Canadian postcodes and province codes", async () => {
    expect(await geocode("24 Sussex Drive, Ottawa, ON K1A 0B1")).toMatchObject({
      name: "Ottawa",
      countryCode: "CA",
      postalCode: "K1A 0B1",
      streetAddress: "24 Sussex Drive",
    });
  });

  it("reads digit postcodes next to the town, but not house numbers", async () => {
    expect(await geocode("75008 Paris")).toMatchObject({ countryCode: "FR", postalCode: "75008", streetAddress: null });
    expect(await geocode("Unter den Linden 77, 10117 Berlin, Deutschland")).toMatchObject({
      name: "Berlin",
      countryCode: "DE",
      postalCode: "10117",
      streetAddress: "Unter den Linden 77",
    });
    expect(await geocode("1600 Pennsylvania Avenue NW, Washington, DC")).toMatchObject({
      countryCode: "US",
      region: "District of Columbia",
      postalCode: null,
      streetAddress: "1600 Pennsylvania Avenue NW",
    });
  });

  it.each(["", "   ", "asdfgh qwerty", "France", "Deutschland", "United Kingdom", "Texas", "Ontario, Canada", "SW1A 2AA"])(
    "cannot place %j",
    async (text) => {
      expect(await geocode(text)).toBeNull();
    },
  );

  it("still places a city that shares its country's name", async () => {
    expect(await geocode("Singapore")).toMatchObject({ countryCode: "SG" });
  });
});
