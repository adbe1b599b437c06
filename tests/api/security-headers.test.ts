import { beforeAll, describe, expect, it } from "vitest";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;

beforeAll(async () => {
  app = await serviceApp();
  key = (await newAccount()).key;
});

describe("API answers", () => {
  it("are never sniffed nor stored when they need a key, errors included", async () => {
    const answers = [
      await call(app, "GET", "/external-api/v1/webhooks", { key }),
      await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() }),
      await call(app, "GET", "/external-api/v1/enquiries/nope", { key }),
      await call(app, "GET", "/external-api/v1/webhooks"),
      await call(app, "DELETE", "/external-api/v1/enquiries", { key }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 201, 404, 401, 405]);
    for (const answer of answers) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("leave the public OpenAPI document cacheable, but not sniffed", async () => {
    const doc = await call(app, "GET", "/external-api/v1/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.headers.get("x-content-type-options")).toBe("nosniff");
    expect(doc.headers.get("cache-control")).toBeNull();
  });
});
