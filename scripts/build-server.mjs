// Bundles server.ts (and the service it imports) into dist/server.mjs. Packages stay
// external and load from node_modules; only the project's own code is bundled.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "info",
});
