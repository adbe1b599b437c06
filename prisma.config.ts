import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 7 does not read .env and `env()` throws when a variable is unset, even for
// `prisma generate`: fall back to the embedded default so every command works.
export default defineConfig({
  // A folder: the schema is one file a half (docs/database-halves.md).
  schema: path.join("prisma", "schema"),
  migrations: { path: path.join("prisma", "migrations") },
  datasource: { url: process.env.DATABASE_URL ?? "file:./data/staydesk.db" },
});
