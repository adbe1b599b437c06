import { beforeAll, describe, expect, it } from "vitest";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;

beforeAll(async () => {
  app = await serviceApp();
  ({ key } = await newAccount());
});

const post = (body: unknown, k = key) => call(app, "POST", "/external-api/v1/enquiries", { key: k, body });

describe("POST /external-api/v1/enquiries", () => {
  it("creates an enquiry in state NEW with the exact response shape", async () => {
    const body = enquiryBody();
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const e = res.json.data;
    expect(Object.keys(e).sort()).toEqual(
      [
        "assignedSpecialist", "checkInOut", "clientBooker", "clientReference", "createdAt", "enquiryLocation",
        "enquiryState", "externalId", "guestNumbers", "guestRequirements", "leadGuest", "serviceReference",
      ].sort(),
    );
    expect(e.serviceReference).toMatch(/^R[A-Z0-9]{7}$/);
    expect(e.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(e.enquiryState).toEqual({ state: "NEW", closureReason: null });
    expect(e.assignedSpecialist).toBeNull();
    expect(e.externalId).toBe(body.externalId);
    expect(e.clientReference).toBe(body.clientReference);
    expect(e.checkInOut).toEqual({ checkIn: "2027-03-01", checkOut: "2027-03-08" });
    expect(e.guestNumbers).toEqual({ adults: 2, children: 1, infants: 0 });
    expect(e.guestRequirements).toEqual([{ text: "Quiet floor", type: "GENERAL" }]);
    expect(e.leadGuest).toEqual(body.leadGuest);
    expect(e.clientBooker).toEqual(body.clientBooker);
    expect(e.enquiryLocation.mapPlaceId).toBe("gn:2643743");
    expect(e.enquiryLocation.address).toMatchObject({
      locality: "London",
      country: "United Kingdom",
      postalCode: "NW1 6XE",
      streetAddress: "221B Baker Street",
      region: "England",
    });
    expect(e.enquiryLocation.coordinates.latitude).toBeCloseTo(51.5, 0);
  });

  it("fills optional parts: null dates, missing children and infants, no requirements, empty lead guest", async () => {
    const res = await post(
      enquiryBody({
        checkInOut: { checkIn: null, checkOut: null },
        guestNumbers: { adults: 1 },
        guestRequirements: undefined,
        leadGuest: {},
        clientBooker: { contactNumber: null, email: "b@example.org", familyName: "B", givenName: "C" },
      }),
    );
    expect(res.status).toBe(201);
    const e = res.json.data;
    expect(e.checkInOut).toEqual({ checkIn: null, checkOut: null });
    expect(e.guestNumbers).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(e.guestRequirements).toEqual([]);
    expect(e.leadGuest).toEqual({ contactNumber: null, email: null, familyName: null, givenName: null });
  });

  it("resolves coordinates alone by reverse geocoding, keeping the given position", async () => {
    const res = await post(enquiryBody({ enquiryLocation: { coordinates: { latitude: 48.8584, longitude: 2.2945 } } }));
    expect(res.status).toBe(201);
    const loc = res.json.data.enquiryLocation;
    expect(loc.coordinates).toEqual({ latitude: 48.8584, longitude: 2.2945 });
    expect(loc.address.country).toBe("France");
    expect(loc.mapPlaceId).toMatch(/^gn:\d+$/);
  });

  it("resolves a map place id", async () => {
    const res = await post(enquiryBody({ enquiryLocation: { mapPlaceId: "gn:2643743" } }));
    expect(res.status).toBe(201);
    expect(res.json.data.enquiryLocation.address.locality).toBe("London");
    expect(res.json.data.enquiryLocation.mapPlaceId).toBe("gn:2643743");
  });

  it("ignores unknown fields", async () => {
    const res = await post({ ...enquiryBody(), somethingElse: 42, leadGuest: { givenName: "A", shoeSize: 9 } });
    expect(res.status).toBe(201);
    expect(res.json.data).not.toHaveProperty("somethingElse");
    expect(res.json.data.leadGuest).not.toHaveProperty("shoeSize");
  });

  it("answers GEOCODE_FAILURE on the location field for an address it cannot place", async () => {
    const res = await post(enquiryBody({ enquiryLocation: { addressFormatted: "qwxz plorf vvvq" } }));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json.type).toBe("GEOCODE_FAILURE");
    expect(res.json.errors).toHaveProperty(["enquiryLocation.addressFormatted"]);
  });

  it("answers GEOCODE_FAILURE for an unknown place id", async () => {
    const res = await post(enquiryBody({ enquiryLocation: { mapPlaceId: "gn:999999999" } }));
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("GEOCODE_FAILURE");
    expect(res.json.errors).toHaveProperty(["enquiryLocation.mapPlaceId"]);
  });
});

describe("field rules", () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["missing checkInOut", { checkInOut: undefined }, "checkInOut"],
    ["checkIn not a date", { checkInOut: { checkIn: "01/03/2027", checkOut: null } }, "checkInOut.checkIn"],
    ["checkIn not a calendar date", { checkInOut: { checkIn: "2027-02-30", checkOut: null } }, "checkInOut.checkIn"],
    ["checkOut missing key", { checkInOut: { checkIn: "2027-03-01" } }, "checkInOut.checkOut"],
    ["checkOut before checkIn", { checkInOut: { checkIn: "2027-03-08", checkOut: "2027-03-01" } }, "checkInOut.checkOut"],
    ["checkOut equal to checkIn", { checkInOut: { checkIn: "2027-03-08", checkOut: "2027-03-08" } }, "checkInOut.checkOut"],
    ["clientReference too short", { clientReference: "ab" }, "clientReference"],
    ["clientReference too long", { clientReference: "x".repeat(256) }, "clientReference"],
    ["clientReference missing", { clientReference: undefined }, "clientReference"],
    ["clientReference not a string", { clientReference: 12345 }, "clientReference"],
    ["externalId empty", { externalId: "" }, "externalId"],
    ["externalId too long", { externalId: "x".repeat(256) }, "externalId"],
    ["no location at all", { enquiryLocation: {} }, "enquiryLocation"],
    ["location missing", { enquiryLocation: undefined }, "enquiryLocation"],
    ["address too long", { enquiryLocation: { addressFormatted: `London ${"x".repeat(250)}` } }, "enquiryLocation.addressFormatted"],
    ["latitude out of range", { enquiryLocation: { coordinates: { latitude: 91, longitude: 0 } } }, "enquiryLocation.coordinates.latitude"],
    ["longitude out of range", { enquiryLocation: { coordinates: { latitude: 0, longitude: -181 } } }, "enquiryLocation.coordinates.longitude"],
    ["latitude missing", { enquiryLocation: { coordinates: { longitude: 0 } } }, "enquiryLocation.coordinates.latitude"],
    ["latitude a string", { enquiryLocation: { coordinates: { latitude: "51.5", longitude: 0 } } }, "enquiryLocation.coordinates.latitude"],
    ["adults zero", { guestNumbers: { adults: 0 } }, "guestNumbers.adults"],
    ["adults fractional", { guestNumbers: { adults: 1.5 } }, "guestNumbers.adults"],
    ["adults missing", { guestNumbers: {} }, "guestNumbers.adults"],
    ["children negative", { guestNumbers: { adults: 1, children: -1 } }, "guestNumbers.children"],
    ["infants negative", { guestNumbers: { adults: 1, infants: -2 } }, "guestNumbers.infants"],
    ["guestNumbers missing", { guestNumbers: undefined }, "guestNumbers"],
    ["requirement of unknown type", { guestRequirements: [{ text: "x", type: "PARKING" }] }, "guestRequirements.0.type"],
    ["requirement without text", { guestRequirements: [{ type: "GENERAL" }] }, "guestRequirements.0.text"],
    ["requirements not an array", { guestRequirements: "quiet" }, "guestRequirements"],
    ["lead guest phone with letters", { leadGuest: { contactNumber: "+44 20 CALL ME" } }, "leadGuest.contactNumber"],
    ["lead guest email with two @", { leadGuest: { email: "a@b@example.com" } }, "leadGuest.email"],
    ["lead guest email with a space", { leadGuest: { email: "a b@example.com" } }, "leadGuest.email"],
    ["lead guest email with a semicolon", { leadGuest: { email: "a;b@example.com" } }, "leadGuest.email"],
    ["lead guest email without a valid domain", { leadGuest: { email: "a@localhost" } }, "leadGuest.email"],
    ["lead guest missing", { leadGuest: undefined }, "leadGuest"],
    ["booker missing", { clientBooker: undefined }, "clientBooker"],
    ["booker email missing", { clientBooker: { contactNumber: null, familyName: "B", givenName: "C" } }, "clientBooker.email"],
    ["booker email invalid", { clientBooker: { contactNumber: null, email: "nope", familyName: "B", givenName: "C" } }, "clientBooker.email"],
    ["booker contactNumber key missing", { clientBooker: { email: "b@example.com", familyName: "B", givenName: "C" } }, "clientBooker.contactNumber"],
    ["booker phone with letters", { clientBooker: { contactNumber: "abc", email: "b@example.com", familyName: "B", givenName: "C" } }, "clientBooker.contactNumber"],
    ["booker family name empty", { clientBooker: { contactNumber: null, email: "b@example.com", familyName: "", givenName: "C" } }, "clientBooker.familyName"],
    ["booker given name missing", { clientBooker: { contactNumber: null, email: "b@example.com", familyName: "B" } }, "clientBooker.givenName"],
  ];

  it.each(cases)("%s → 400 VALIDATION_ERROR on %s", async (_name, override, field) => {
    const res = await post(enquiryBody(override));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json).toMatchObject({ type: "VALIDATION_ERROR", status: 400, title: "Validation error" });
    expect(Object.keys(res.json.errors)).toContain(field);
    expect(res.json.errors[field][0]).toEqual(expect.any(String));
  });

  it("reports every broken field at once", async () => {
    const res = await post(enquiryBody({ clientReference: "x", guestNumbers: { adults: 0 }, leadGuest: { email: "bad" } }));
    expect(Object.keys(res.json.errors).sort()).toEqual(["clientReference", "guestNumbers.adults", "leadGuest.email"]);
  });

  it("accepts the allowed phone characters and international forms", async () => {
    const res = await post(enquiryBody({ leadGuest: { contactNumber: "+1 (555) 010-9999, 12" } }));
    expect(res.status).toBe(201);
  });

  it.each([
    ["not JSON", "{not json"],
    ["an array", "[1,2]"],
    ["a string", '"hello"'],
    ["null", "null"],
  ])("a body that is %s → 400 MALFORMED_REQUEST", async (_name, raw) => {
    const res = await call(app, "POST", "/external-api/v1/enquiries", { key, raw });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ type: "MALFORMED_REQUEST", status: 400 });
  });

  it("a body without a JSON content type → 400 MALFORMED_REQUEST", async () => {
    const res = await call(app, "POST", "/external-api/v1/enquiries", {
      key,
      raw: JSON.stringify(enquiryBody()),
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("MALFORMED_REQUEST");
  });
});

describe("duplicates", () => {
  it("refuses a second enquiry with the same externalId", async () => {
    const first = enquiryBody();
    expect((await post(first)).status).toBe(201);
    const res = await post(enquiryBody({ externalId: first.externalId }));
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("RESOURCE_ALREADY_EXISTS");
  });

  it("refuses a second enquiry with the same clientReference", async () => {
    const first = enquiryBody();
    expect((await post(first)).status).toBe(201);
    const res = await post(enquiryBody({ clientReference: first.clientReference }));
    expect(res.status).toBe(400);
    expect(res.json.type).toBe("DUPLICATE_CLIENT_REFERENCE");
  });

  it("allows the same references in another account", async () => {
    const body = enquiryBody();
    expect((await post(body)).status).toBe(201);
    const other = await newAccount();
    expect((await post(body, other.key)).status).toBe(201);
  });

  it("lets exactly one of concurrent duplicates win", async () => {
    const body = enquiryBody();
    const results = await Promise.all(Array.from({ length: 8 }, () => post(body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    for (const r of results.filter((r) => r.status === 400)) {
      expect(["RESOURCE_ALREADY_EXISTS", "DUPLICATE_CLIENT_REFERENCE"]).toContain(r.json.type);
    }
  });

  it("lets exactly one of concurrent requests sharing only the clientReference win", async () => {
    const clientReference = `CR-race-${Math.random().toString(36).slice(2)}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => post(enquiryBody({ clientReference }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.json.type).toBe("DUPLICATE_CLIENT_REFERENCE");
  });
});

describe("GET /external-api/v1/enquiries/{id}", () => {
  it("reads an enquiry by serviceReference and by externalId", async () => {
    const created = (await post(enquiryBody())).json.data;
    const byRef = await call(app, "GET", `/external-api/v1/enquiries/${created.serviceReference}`, { key });
    const byExt = await call(app, "GET", `/external-api/v1/enquiries/${encodeURIComponent(created.externalId)}`, { key });
    expect(byRef.status).toBe(200);
    expect(byRef.json.data).toEqual(created);
    expect(byExt.json.data).toEqual(created);
  });

  it("is 404 for an unknown id", async () => {
    const res = await call(app, "GET", "/external-api/v1/enquiries/R0000000", { key });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ type: "RESOURCE_NOT_FOUND", title: "Resource not found", status: 404 });
  });

  it("is 404, never 403, for another account's enquiry", async () => {
    const created = (await post(enquiryBody())).json.data;
    const other = await newAccount();
    for (const id of [created.serviceReference, created.externalId]) {
      const res = await call(app, "GET", `/external-api/v1/enquiries/${id}`, { key: other.key });
      expect(res.status).toBe(404);
      expect(res.json.type).toBe("RESOURCE_NOT_FOUND");
    }
  });

  it("prefers the serviceReference when a value is also another enquiry's externalId", async () => {
    const a = (await post(enquiryBody())).json.data;
    const b = (await post(enquiryBody({ externalId: a.serviceReference }))).json.data;
    const res = await call(app, "GET", `/external-api/v1/enquiries/${a.serviceReference}`, { key });
    expect(res.json.data.clientReference).toBe(a.clientReference);
    expect(b.externalId).toBe(a.serviceReference);
  });
});
