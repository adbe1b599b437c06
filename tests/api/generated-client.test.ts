import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxProvisioningToken } from "@/lib/secrets";
import { listen } from "../helpers/outage";

// The served document through an integrator's own tools: openapi-typescript generates the
// types, a strict TypeScript check of generated-client/tour.ts proves that a program using
// them compiles, and the tour then calls every operation of the running service.

const FOLDER = path.join("tests", "api", "generated-client");
type Tour = (baseUrl: string, provisioningToken: string, webhookUrl: string) => Promise<{ operationId: string; status: number }[]>;
let base: string;
let server: Server;
let document: { paths: Record<string, Record<string, { operationId: string }>> };

beforeAll(async () => {
  ({ base, server } = await listen());
  document = (await (await fetch(`${base}/external-api/v1/openapi.json`)).json()) as typeof document;
  fs.writeFileSync(path.join(FOLDER, "schema.d.ts"), astToString(await openapiTS(document as never)));
});
afterAll(() => {
  server?.closeAllConnections();
  server?.close();
});

describe("a client generated with openapi-typescript", () => {
  it("type-checks strictly", () => {
    const result = spawnSync(path.join("node_modules", ".bin", "tsc"), ["-p", path.join(FOLDER, "tsconfig.json")], { encoding: "utf8" });
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 120_000);

  it("names every operation in the generated `operations`", () => {
    const generated = fs.readFileSync(path.join(FOLDER, "schema.d.ts"), "utf8");
    const ids = Object.values(document.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    for (const id of ids) expect(generated).toMatch(new RegExp(`^    ${id}: \\{`, "m"));
  });

  it("tours every operation of the running service", async () => {
    // Imported by a path the project's own type check does not follow: the tour needs the
    // types generated above, which a fresh checkout does not have (it is checked by its own
    // tsconfig in the first test).
    const tourFile = pathToFileURL(path.resolve(FOLDER, "tour.ts")).href;
    const { tour } = (await import(/* @vite-ignore */ tourFile)) as { tour: Tour };
    const steps = await tour(base, sandboxProvisioningToken(), "http://127.0.0.1:9/tour");
    const ids = Object.values(document.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(steps.map((s) => s.operationId).sort()).toEqual([...ids].sort());
  }, 60_000);
});
