import { defineConfig } from "vitest/config";
import base from "./vitest.config.mts";

// `npm run test:pg`: the suites that touch the database, against a throw-away PostgreSQL
// cluster (tests/pg/global-setup.ts) with DATABASE_URL=postgres://… per test file, plus
// the PostgreSQL-only *.pg.test.ts. Everything else is as in vitest.config.mts.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "tests/api/**/*.test.ts",
      "tests/delivery/**/*.test.ts",
      "tests/db/**/*.test.ts",
      "tests/backoffice/**/*.test.ts",
      "tests/lifecycle/**/*.test.ts",
      "tests/inventory/**/*.test.ts",
      "tests/client/**/*.test.ts",
      "tests/portal/**/*.test.ts",
      "tests/mail/**/*.test.ts",
      "tests/pg/**/*.test.ts",
      // Several processes on one database: signals between them, three instances of the app.
      "tests/cluster/**/*.pg.test.ts",
    ],
    exclude: ["e2e/**", "node_modules/**"],
    globalSetup: ["tests/pg/global-setup.ts"],
  },
});
