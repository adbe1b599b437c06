// `prisma generate` without the native schema engine, which cannot be downloaded on
// offline machines: generate does not use it, but the CLI insists that the path exists.
// Two clients: SQLite's from the prisma/schema folder, PostgreSQL's from the schema
// generated from it (scripts/postgres-schema.mjs).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA } from "./postgres-schema.mjs";

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? path.resolve("package.json") };
for (const schema of [SQLITE_SCHEMA, POSTGRES_SCHEMA]) {
  execFileSync(process.execPath, [path.resolve("node_modules/prisma/build/index.js"), "generate", "--schema", schema], { stdio: "inherit", env });
}
