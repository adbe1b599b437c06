import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sqliteSchemaFiles } from "../../scripts/postgres-schema.mjs";

// The wall between the halves, in the data: the portal's code never reads the service's
// tables (prisma/schema/service.prisma), it asks the service over HTTP as it would a
// remote provider. The lint rule keeps the portal from importing lib/service; this keeps
// it from going round that rule through the database (docs/database-halves.md).

const PORTAL_CODE = ["lib/portal", "lib/client", "app/(portal)", "app/(auth)", "app/(share)", "app/api", "components"];
const PRISMA_CALLS =
  "findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy";

function modelsOf(fileName: string): { name: string; body: string }[] {
  const file = sqliteSchemaFiles().find((f) => path.basename(f.path) === fileName);
  if (!file) throw new Error(`prisma/schema/${fileName} is missing`);
  return [...file.content.matchAll(/^model (\w+) \{([^}]*)\}/gm)].map((m) => ({ name: m[1]!, body: m[2]! }));
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const serviceModels = modelsOf("service.prisma").map((m) => m.name);

/** Where a file reads or writes a service table: a Prisma model call or a raw statement naming it. */
function serviceTableUses(text: string): string[] {
  const accessors = serviceModels.map((name) => name[0]!.toLowerCase() + name.slice(1)).join("|");
  const calls = new RegExp(`\\.(${accessors})\\s*\\.\\s*(${PRISMA_CALLS})\\b`, "g");
  const statements = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+"(${serviceModels.join("|")})"`, "gi");
  return [...text.matchAll(calls), ...text.matchAll(statements)].map((m) => m[0]);
}

describe("the halves of the schema", () => {
  it("finds a use of a service table where there is one", () => {
    expect(serviceTableUses("await db.enquiry.findMany({})")).toEqual([".enquiry.findMany"]);
    expect(serviceTableUses('sql(`SELECT 1 FROM "Quote" WHERE id = ?`)')).toEqual(['FROM "Quote"']);
    expect(serviceTableUses("await db.trackedEnquiry.findMany({}); message.enquiry.serviceReference")).toEqual([]);
  });

  it("has no use of a service table in the portal's code", () => {
    const uses = PORTAL_CODE.flatMap(sourceFiles).flatMap((file) =>
      serviceTableUses(fs.readFileSync(file, "utf8")).map((use) => `${file}: ${use}`),
    );
    expect(uses).toEqual([]);
  });

  it("has no relation from a portal or shared model to a service model", () => {
    const relations = [...modelsOf("portal.prisma"), ...modelsOf("shared.prisma")].flatMap((model) =>
      [...model.body.matchAll(/^\s+\w+\s+(\w+)(\[\]|\?)?/gm)]
        .filter((field) => serviceModels.includes(field[1]!))
        .map((field) => `${model.name} → ${field[1]}`),
    );
    expect(relations).toEqual([]);
  });
});
