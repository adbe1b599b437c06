import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Server modules import "server-only", which throws outside React's server build: tests
  // run them on the server, so give them its empty module.
  resolve: { tsconfigPaths: true, alias: { "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts"],
    // *.pg.test.ts need PostgreSQL: they run in npm run test:pg (vitest.pg.config.mts).
    exclude: ["e2e/**", "node_modules/**", "tests/**/*.pg.test.ts"],
    setupFiles: ["tests/setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
