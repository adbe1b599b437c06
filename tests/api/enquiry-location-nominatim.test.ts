import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWERS } from "../geo/fixtures/nominatim-answers";
import { startNominatim } from "../geo/nominatim-server";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// This file's own process: the geocoder is chosen once, from the environment, on first use.
let server: Awaited<ReturnType<typeof startNominatim>>;
let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;

beforeAll(async () => {
  server = await startNominatim(ANSWERS);
  process.env.GEOCODER = "nominatim";
  process.env.NOMINATIM_URL = server.url;
  process.env.NOMINATIM_TIMEOUT_MS = "2000";
  app = await serviceApp();
  ({ key } = await newAccount());
});
afterAll(() => server.close());

const create = (addressFormatted: string) =>
  call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody({ enquiryLocation: { addressFormatted } }) });

describe("GEOCODER=nominatim", () => {
  it("creates the enquiry at the street's coordinates", async () => {
    const res = await create("221B Baker Street, London NW1 6XE");
    expect(res.status).toBe(201);
    expect(res.json.data.enquiryLocation).toEqual({
      mapPlaceId: "osm:N3916581637",
      coordinates: { latitude: 51.5237629, longitude: -0.1584743 },
      address: { country: "United Kingdom", locality: "London", postalCode: "NW1 6XE", region: "England", streetAddress: "221B Baker Street" },
    });
  });

  it("refuses an address the server finds nothing for", async () => {
    const res = await create("Nowhere In Particular");
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("GEOCODE_FAILURE");
  });

  it("answers 503 with the server's Retry-After when it is rate-limited", async () => {
    const res = await create("Busy Street 1, Berlin");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.json.detail).toBe("The geocoder did not answer, so the location could not be placed. Try again in 30 seconds.");
  });

  it("answers 503 when the server does not answer in time", async () => {
    const res = await create("Slow Lane 2, Paris");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeNull();
  });
});
