import type { Hono } from "hono";
import { ServiceError } from "../errors";

type RouteMethods = { pattern: RegExp; methods: Set<string> };

/**
 * Hono answers a known path with an unknown method as 404; HTTP wants 405 with Allow.
 * Built once from the app's route table, after every route is registered.
 */
export function methodNotAllowedMatcher(app: Hono<never>): (path: string) => ServiceError | null {
  const byPath = new Map<string, RouteMethods>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue; // middleware
    const entry = byPath.get(route.path) ?? {
      pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, "[^/]+")}/?$`),
      methods: new Set<string>(),
    };
    entry.methods.add(route.method);
    if (route.method === "GET") entry.methods.add("HEAD");
    byPath.set(route.path, entry);
  }
  const routes = [...byPath.values()];
  return (path) => {
    const match = routes.find((r) => r.pattern.test(path));
    if (!match) return null;
    const allow = [...match.methods].sort().join(", ");
    return new ServiceError("METHOD_NOT_ALLOWED", `This resource allows ${allow}.`, { headers: { Allow: allow } });
  };
}
