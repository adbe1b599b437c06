import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { call, serviceApp } from "../helpers/service";

// The served document, as a production deployment behind https serves it, through the
// linters integrators run: Spectral (its OpenAPI rules and the OWASP ruleset, see
// .spectral.yaml) and Redocly's recommended-strict (redocly.yaml). Any error fails.

let file: string;
beforeAll(async () => {
  process.env.PORTAL_URL = "https://staydesk.example";
  const app = await serviceApp();
  const res = await call(app, "GET", "/external-api/v1/openapi.json");
  expect(res.status).toBe(200);
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-lint-")), "openapi.json");
  fs.writeFileSync(file, res.text);
});

function run(bin: string, args: string[]) {
  const result = spawnSync(path.join("node_modules", ".bin", bin), args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

describe("the OpenAPI document under lint", () => {
  it("has no Spectral error (spectral:oas and OWASP)", () => {
    const result = run("spectral", ["lint", "--ruleset", ".spectral.yaml", "--format", "json", "--quiet", file]);
    const findings = JSON.parse(result.stdout || "[]") as { code: string; severity: number; path: string[]; message: string }[];
    const errors = findings.filter((f) => f.severity === 0).map((f) => `${f.code} at ${f.path.join(".")}: ${f.message}`);
    expect(errors).toEqual([]);
    expect(result.status).toBe(0);
  }, 120_000);

  it("has no Redocly error (recommended-strict)", () => {
    const result = run("redocly", ["lint", "--config", "redocly.yaml", "--format", "json", file]);
    const report = JSON.parse(result.stdout) as { totals: { errors: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 120_000);

  it("has the rate-limit rule that replaces OWASP's catch a keyed answer without the headers", () => {
    const document = JSON.parse(fs.readFileSync(file, "utf8"));
    delete document.paths["/external-api/v1/webhooks"].get.responses["200"].headers;
    const broken = path.join(path.dirname(file), "broken.json");
    fs.writeFileSync(broken, JSON.stringify(document));
    const result = run("spectral", ["lint", "--ruleset", ".spectral.yaml", "--format", "json", "--quiet", broken]);
    const codes = (JSON.parse(result.stdout || "[]") as { code: string; severity: number }[]).filter((f) => f.severity === 0).map((f) => f.code);
    expect(codes).toEqual(["staydesk-rate-limit-headers"]);
  }, 120_000);
});
