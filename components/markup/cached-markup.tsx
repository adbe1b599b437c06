import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ReactNode } from "react";
import { renderStaticMarkup } from "./static-markup";

// Pages and route handlers are separate bundles: one cache for the process.
const globalForMarkup = globalThis as unknown as { staydeskMarkup?: LRUCache<string, string> };
const MAX_BYTES = 16 * 1024 * 1024;

function cache(): LRUCache<string, string> {
  globalForMarkup.staydeskMarkup ??= new LRUCache<string, string>({ maxSize: MAX_BYTES, sizeCalculation: (html) => Math.max(1, html.length) });
  return globalForMarkup.staydeskMarkup;
}

/**
 * The HTML of `render()`, rendered once for these inputs and then shared: `inputs` must
 * name everything the markup shows (it is the cache key, hashed), `kind` which markup it is.
 */
export function cachedMarkup(kind: string, inputs: unknown, render: () => ReactNode): string {
  const key = `${kind}\n${createHash("sha256").update(JSON.stringify(inputs)).digest("base64url")}`;
  let html = cache().get(key);
  if (html === undefined) {
    html = renderStaticMarkup(render());
    cache().set(key, html);
  }
  return html;
}

/**
 * Markup rendered once, in the page's flow as if its elements stood there themselves
 * (`display: contents`: a list's gaps and a grid's cells fall as before).
 */
export function StaticMarkup({ html }: { html: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
