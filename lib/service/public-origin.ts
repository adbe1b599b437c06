import { getEnv } from "@/lib/env";

/**
 * Where clients can fetch what a quote links to (the illustrations in public/properties
 * are served by this same process): PORTAL_URL, the deployment's public origin, or
 * http://localhost:PORT. Not the request's origin: the portal calls the service over
 * loopback, and a browser could not load 127.0.0.1 links.
 */
export function publicOrigin(): string {
  const env = getEnv();
  return (env.PORTAL_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}
