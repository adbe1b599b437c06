import { beforeAll, describe, expect, it } from "vitest";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;

beforeAll(async () => {
  app = await serviceApp();
  ({ key } = await newAccount());
});

const create = (enquiryLocation: unknown) =>
  call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody({ enquiryLocation }) });

describe("the enquiry's location", () => {
  it("places an address in the country it names, through the exonym", async () => {
    const res = await create({ addressFormatted: "Domkloster 4, 50667 Cologne, Germany" });
    expect(res.status).toBe(201);
    expect(res.json.data.enquiryLocation).toMatchObject({
      mapPlaceId: "gn:2886242",
      address: { locality: "Köln", country: "Germany", postalCode: "50667", streetAddress: "Domkloster 4" },
    });
  });

  it("refuses a town that does not exist in the country named, naming that country", async () => {
    const res = await create({ addressFormatted: "Via Roma 1, Cologne, France" });
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("GEOCODE_FAILURE");
    expect(res.json.errors["enquiryLocation.addressFormatted"][0]).toMatch(/^This address cannot be placed in France: /);
  });

  it("takes the place chosen among those an ambiguous address names", async () => {
    const res = await create({ addressFormatted: "100 Main Street, Springfield", mapPlaceId: "gn:4409896" });
    expect(res.status).toBe(201);
    expect(res.json.data.enquiryLocation).toMatchObject({
      mapPlaceId: "gn:4409896",
      address: { locality: "Springfield", region: "Missouri", country: "United States of America", streetAddress: "100 Main Street" },
    });
  });

  it("keeps coordinates at sea as given, with the nearest known place", async () => {
    const res = await create({ coordinates: { latitude: 0, longitude: -30 } });
    expect(res.status).toBe(201);
    expect(res.json.data.enquiryLocation.coordinates).toEqual({ latitude: 0, longitude: -30 });
    expect(res.json.data.enquiryLocation.address.country).toBe("Brazil");
  });
});
