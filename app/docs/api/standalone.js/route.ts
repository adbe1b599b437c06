import fs from "node:fs/promises";
import path from "node:path";

// The Scalar browser bundle, read from the installed package once per process.
let bundle: Promise<Buffer> | undefined;

export async function GET() {
  bundle ??= fs.readFile(path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js"));
  return new Response(new Uint8Array(await bundle), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
