// `prisma generate` without the native schema engine, which cannot be downloaded on
// offline machines: generate does not use it, but the CLI insists that the path exists.
import { execFileSync } from "node:child_process";
import path from "node:path";

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? path.resolve("package.json") };
execFileSync(process.execPath, [path.resolve("node_modules/prisma/build/index.js"), "generate"], { stdio: "inherit", env });
