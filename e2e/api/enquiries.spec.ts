import { expect, test } from "@playwright/test";
import { E2E_BOOTSTRAP_KEY } from "../support/env";

// The service through the real built server: what a new user does with curl.

const auth = { "x-api-key": E2E_BOOTSTRAP_KEY };

function body(suffix: string) {
  return {
    checkInOut: { checkIn: "2027-06-01", checkOut: "2027-06-05" },
    clientReference: `E2E-${suffix}`,
    externalId: `e2e-${suffix}`,
    enquiryLocation: { addressFormatted: "Unter den Linden 77, 10117 Berlin, Germany" },
    guestNumbers: { adults: 2, children: 1 },
    leadGuest: { givenName: "Ada", familyName: "Lovelace", email: "ada@example.com" },
    clientBooker: { contactNumber: "+49 30 1234567", email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
  };
}

test("creates an enquiry and reads it back by both ids", async ({ request }) => {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post("/external-api/v1/enquiries", { headers: auth, data: body(suffix) });
  expect(created.status()).toBe(201);
  const { data } = await created.json();
  expect(data.serviceReference).toMatch(/^R[A-Z0-9]{7}$/);
  expect(data.enquiryLocation.address).toMatchObject({ locality: "Berlin", country: "Germany", postalCode: "10117" });

  for (const id of [data.serviceReference, data.externalId]) {
    const read = await request.get(`/external-api/v1/enquiries/${id}`, { headers: auth });
    expect(read.status()).toBe(200);
    expect((await read.json()).data).toEqual(data);
  }

  const again = await request.post("/external-api/v1/enquiries", { headers: auth, data: body(suffix) });
  expect(again.status()).toBe(400);
  expect((await again.json()).type).toBe("RESOURCE_ALREADY_EXISTS");
});

test("answers every error as problem+json, never HTML", async ({ request }) => {
  const cases = [
    { res: await request.get("/external-api/v1/enquiries/R0000000"), status: 401 },
    { res: await request.get("/external-api/v1/enquiries/R0000000", { headers: auth }), status: 404 },
    { res: await request.get("/external-api/v1/no-such-thing", { headers: auth }), status: 404 },
    { res: await request.delete("/external-api/v1/enquiries", { headers: auth }), status: 405 },
    {
      res: await request.post("/external-api/v1/enquiries", {
        headers: { ...auth, "content-type": "application/json" },
        data: "{not json",
      }),
      status: 400,
    },
    {
      res: await request.post("/external-api/v1/enquiries", {
        headers: auth,
        data: { ...body("geo"), enquiryLocation: { addressFormatted: "zzqx vvvw plorf" } },
      }),
      status: 400,
    },
  ];
  for (const { res, status } of cases) {
    expect(res.status()).toBe(status);
    expect(res.headers()["content-type"]).toBe("application/problem+json");
    const problem = await res.json();
    expect(problem.status).toBe(status);
    expect(problem.title).toEqual(expect.any(String));
  }
});

test("serves the OpenAPI document and the reference page", async ({ request, page }) => {
  const doc = await request.get("/external-api/v1/openapi.json");
  expect(doc.status()).toBe(200);
  expect((await doc.json()).info.version).toBe("1.0.1");

  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: /Enquiry and Quote Integration Service/ }).first()).toBeVisible();
  await expect(page.getByText("Create an enquiry").first()).toBeVisible();
});

test("the home page says what Staydesk is and links to the portal and the API reference", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Serviced-apartment stays");
  await expect(page.getByRole("link", { name: "Open the portal" })).toHaveAttribute("href", "/sign-in");
  await expect(page.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/docs/api");
});
