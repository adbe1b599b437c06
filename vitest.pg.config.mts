import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.mts";

// `npm run test:pg`: the suites that touch the database, against a throw-away PostgreSQL
// cluster (tests/pg/global-setup.ts) with DATABASE_URL=postgres://… per test file.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        "tests/api/**/*.test.ts",
        "tests/delivery/**/*.test.ts",
        "tests/db/**/*.test.ts",
        "tests/backoffice/**/*.test.ts",
        "tests/inventory/**/*.test.ts",
        "tests/client/**/*.test.ts",
        "tests/portal/**/*.test.ts",
        "tests/pg/**/*.test.ts",
        // Only here, never in the SQLite run: they need PostgreSQL itself.
        "tests/cluster/**/*.pg-test.ts",
      ],
      globalSetup: ["tests/pg/global-setup.ts"],
    },
  }),
);
