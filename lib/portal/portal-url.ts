// Not server-only: the mail worker's digest tick (outside Next) writes links too.
import { getEnv } from "@/lib/env";

/** The portal's public origin: PORTAL_URL, or http://localhost:PORT. No trailing slash. */
export function getPortalUrl(): string {
  const env = getEnv();
  return (env.PORTAL_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/**
 * Where the portal's server reaches the service built into this process: over loopback,
 * whatever the public origin is (a proxy in front, TLS ends elsewhere).
 */
export function getBuiltInServiceUrl(): string {
  const env = getEnv();
  const wildcard = ["0.0.0.0", "::", "localhost", ""].includes(env.HOST);
  const host = wildcard ? "127.0.0.1" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}
