import { expect, test } from "@playwright/test";
import { provisioningToken } from "../support/secrets";

// POST /external-api/v1/sandbox/accounts: the Staydesk extension behind "Use the
// built-in sandbox".

const PATH = "/external-api/v1/sandbox/accounts";

test("refuses a missing or wrong provisioning token with a problem body", async ({ request }) => {
  const attempts: Record<string, string>[] = [{}, { "x-provisioning-token": "wrong" }, { "x-api-key": "sd_test_anything" }];
  for (const headers of attempts) {
    const res = await request.post(PATH, { headers, data: { accountName: "portal:probe" } });
    expect(res.status()).toBe(401);
    expect(res.headers()["content-type"]).toContain("application/problem+json");
    expect((await res.json()).title).toBe("Unauthorized");
  }
});

test("only makes portal accounts", async ({ request }) => {
  const res = await request.post(PATH, { headers: { "x-provisioning-token": provisioningToken() }, data: { accountName: "bootstrap" } });
  expect(res.status()).toBe(400);
  const problem = await res.json();
  expect(problem.type).toBe("VALIDATION_ERROR");
  expect(problem.errors.accountName).toBeDefined();
});

test("issues a working key, and a new one replaces it", async ({ request }) => {
  const accountName = `portal:e2e-${Date.now()}`;
  const first = await request.post(PATH, { headers: { "x-provisioning-token": provisioningToken() }, data: { accountName } });
  expect(first.status()).toBe(201);
  const { data } = await first.json();
  expect(data).toMatchObject({ accountName, environment: "sandbox", revokedKeys: 0 });
  expect(data.apiKey).toMatch(/^sd_test_/);

  // The key authenticates: an unknown enquiry is a 404, not a 401.
  const probe = await request.get("/external-api/v1/enquiries/R0000000", { headers: { "x-api-key": data.apiKey } });
  expect(probe.status()).toBe(404);

  const second = await request.post(PATH, { headers: { "x-provisioning-token": provisioningToken() }, data: { accountName } });
  expect((await second.json()).data.revokedKeys).toBe(1);
  const revoked = await request.get("/external-api/v1/enquiries/R0000000", { headers: { "x-api-key": data.apiKey } });
  expect(revoked.status()).toBe(403);
});

test("is documented as an extension in the OpenAPI document", async ({ request }) => {
  const doc = await (await request.get("/external-api/v1/openapi.json")).json();
  const operation = doc.paths[PATH].post;
  expect(operation.summary).toContain("Staydesk extension");
  expect(operation.security).toEqual([{ ProvisioningToken: [] }]);
  expect(doc.components.securitySchemes.ProvisioningToken).toMatchObject({ type: "apiKey", in: "header", name: "X-Provisioning-Token" });
});
