import { expect, test } from "@playwright/test";
import { E2E_BOOTSTRAP_KEY } from "../support/env";

// The reference page offers the OpenAPI document and a Postman collection generated from
// it; the collection's requests are the document's examples (values that must be unique
// in variables that a run fills), and the service accepts them.

type Item = { name: string; item?: Item[]; request?: { method: string; url: { raw: string }; body?: { raw: string }; header: { key: string; value: string }[] } };

test("the Postman collection holds every operation of the document behind the key, each call of the story, and its enquiry is accepted", async ({ request, page }) => {
  const doc = await (await request.get("/external-api/v1/openapi.json")).json();
  // The sandbox's provisioning extension needs the deployment's token: not in the collection.
  const operations = Object.values(doc.paths as Record<string, Record<string, { security?: unknown; "x-staydesk-again"?: unknown[] }>>)
    .flatMap((item) => Object.values(item))
    .filter((operation) => operation.security === undefined);
  // An operation the story calls again later (a second change of a booking) is a request of its own each time.
  const calls = operations.reduce((sum, operation) => sum + 1 + (operation["x-staydesk-again"]?.length ?? 0), 0);

  await page.goto("/docs/api");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the Postman collection" }).click()]);
  expect(download.suggestedFilename()).toBe("staydesk.postman_collection.json");

  const res = await request.get("/docs/api/postman.json");
  expect(res.status()).toBe(200);
  const collection = await res.json();
  expect(collection.info.schema).toBe("https://schema.getpostman.com/json/collection/v2.1.0/collection.json");
  const requests = collection.item as Item[];
  expect(requests).toHaveLength(calls);

  // What the collection's pre-request script does: fresh values for those that must be unique.
  const suffix = Date.now().toString(36);
  const fill = (text: string) => text.replace(/\{\{(externalId|clientReference)\}\}/g, (_, name: string) => `e2e-${name}-${suffix}`);
  const create = requests.find((r) => r.name === "Create an enquiry")!;
  const example = doc.paths["/external-api/v1/enquiries"].post.requestBody.content["application/json"].example;
  const body = JSON.parse(fill(create.request!.body!.raw));
  expect({ ...body, externalId: example.externalId, clientReference: example.clientReference }).toEqual(example);
  const baseUrl = collection.variable.find((v: { key: string }) => v.key === "baseUrl").value;
  const url = create.request!.url.raw.replace("{{baseUrl}}", "");
  expect(baseUrl).toMatch(/^http/);
  const created = await request.post(url, { headers: { "x-api-key": E2E_BOOTSTRAP_KEY, "content-type": "application/json" }, data: JSON.stringify(body) });
  expect(created.status()).toBe(201);

  const read = requests.find((r) => r.name === "Get an enquiry")!;
  const got = await request.get(fill(read.request!.url.raw.replace("{{baseUrl}}", "")), { headers: { "x-api-key": E2E_BOOTSTRAP_KEY } });
  expect(got.status()).toBe(200);
});

test("the reference's first page lists every operation and event, each opening its section on its group's page, and offers the document to download", async ({ page, request }) => {
  const res = await page.goto("/docs/api");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: /Enquiry and Quote Integration Service/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the OpenAPI document" })).toHaveAttribute("href", "/external-api/v1/openapi.json");
  const doc = await (await request.get("/external-api/v1/openapi.json")).json();
  const methods = ["get", "put", "post", "delete", "patch"];
  const operations = Object.values(doc.paths as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item).filter((key) => methods.includes(key)));
  const contents = page.getByRole("navigation", { name: "Contents" });
  await expect(contents.getByRole("listitem")).toHaveCount(operations.length + Object.keys(doc.webhooks).length);

  await contents.getByRole("link", { name: /Create an enquiry$/ }).click();
  await expect(page).toHaveURL(/\/docs\/api\/enquiries#post-enquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Create an enquiry" })).toBeInViewport();
  const example = page.getByRole("region", { name: "Create an enquiry" }).getByLabel("Example request: Create an enquiry");
  await expect(example).toContainText("221B Baker Street");

  // No script of its own: it works under a strict Content-Security-Policy.
  await page.goto("/docs/api/events");
  expect(await page.locator("section[id^='event-']").count()).toBe(Object.keys(doc.webhooks).length);
  // An event of an earlier one's shape points to that one's fields rather than repeat them.
  await expect(page.locator("#event-enquiry-quoted").getByRole("link", { name: "ENQUIRY.CREATED" })).toHaveAttribute("href", "#event-enquiry-created");
  await expect(page.locator("#event-enquiry-quoted").getByRole("table")).toHaveCount(0);
  await expect(page.locator("#event-enquiry-created").getByRole("table", { name: "Body sent to your webhook" })).toBeVisible();
  expect((await page.goto("/docs/api/no-such-group"))?.status()).toBe(404);
});
