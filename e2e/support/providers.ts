import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { createSpecialist, signInSpecialist, type Specialist } from "./backoffice";
import { E2E_PORT } from "./env";
import { ownServer, type OwnServer } from "./own-server";
import { encryptKey } from "./secrets";

// Several providers for one portal: the portal (whose built-in sandbox is the first
// provider) and two more instances of this app as remote providers, each on its own SQLite
// database and port, one of them in production mode. All three are servers of the spec's
// own (own-server.ts): the shared server refuses connections to loopback addresses, as a
// public portal must (CONNECTION_ALLOW_PRIVATE_TARGETS is off there, and the security
// spec checks it), while this portal allows them.
//
// The production provider is as a real one is reached: over https (a TLS front with a
// certificate made for the run, which the portal trusts through NODE_EXTRA_CA_CERTS; the
// portal refuses a production connection over http). It sends its webhooks only to https
// and public addresses, except to its own deployment's portal: its PORTAL_URL is the
// test's portal, so that it may deliver the portal's live updates to loopback over http.
// Its quotes' links and pictures then point at the portal's origin, which serves the
// same pictures.

export type ProviderInstance = {
  /** What agents read: the connection's name in the portal. */
  name: string;
  environment: "sandbox" | "production";
  /** The instance itself: start, stop (mid-test too) and start again on the same database. */
  server: OwnServer;
  /** Where a browser and the spec reach it: its back office, its API over http. */
  url: string;
  /** What an admin enters as the provider's base URL in the portal (https for production). */
  baseUrl: string;
  /** An API key of an account there, known before it starts (SERVICE_BOOTSTRAP_API_KEY). */
  key: string;
  /** A back-office account there, to quote and book as its specialist. */
  specialist: Specialist;
  signInSpecialist: (browser: Browser) => ReturnType<typeof signInSpecialist>;
};

export type SeveralProviders = {
  /** The agents' portal; its built-in sandbox is the first provider. */
  portal: OwnServer;
  sandbox: ProviderInstance;
  production: ProviderInstance;
  /** Stops all of them (safe to call twice). */
  stop: () => Promise<void>;
};

export type ProvidersOptions = {
  /** The portal's port; the providers take the next ones (the https front port + 3, the geocoder port + 4). E2E_PORT + 40 by default. */
  port?: number;
  /**
   * This provider's geocoder places no address (a Nominatim that finds nothing), so it
   * refuses every enquiry on its location field while the others take it.
   */
  placesNothing?: "sandbox" | "production";
};

/**
 * Starts the portal on `port` and the two providers on the next ports. Ports are taken
 * from E2E_PORT + 40 by default, so that a run on its own E2E_PORT keeps to its own range.
 */
export async function startSeveralProviders({ port = E2E_PORT + 40, placesNothing }: ProvidersOptions = {}): Promise<SeveralProviders> {
  const tls = makeCertificate();
  const geocoder = placesNothing ? await startEmptyGeocoder(port + 4) : null;
  const geocoding = (which: ProviderInstance["environment"]): Record<string, string> =>
    geocoder && placesNothing === which ? { GEOCODER: "nominatim", NOMINATIM_URL: geocoder.url } : {};
  const portal = ownServer(port, {
    CONNECTION_ALLOW_PRIVATE_TARGETS: "true",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    // As on the shared server: specs may appear to come from many addresses.
    TRUSTED_PROXIES: "127.0.0.1,::1",
    NODE_EXTRA_CA_CERTS: tls.certPath,
  });
  const sandboxKey = `sd_test_${randomBytes(32).toString("base64url")}`;
  const sandboxServer = ownServer(port + 1, {
    SERVICE_ENVIRONMENT: "sandbox",
    SERVICE_BOOTSTRAP_API_KEY: sandboxKey,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    ...geocoding("sandbox"),
  });
  const productionKey = `sd_live_${randomBytes(32).toString("base64url")}`;
  const productionServer = ownServer(port + 2, {
    SERVICE_ENVIRONMENT: "production",
    SERVICE_BOOTSTRAP_API_KEY: productionKey,
    PORTAL_URL: portal.url,
    ...geocoding("production"),
  });
  const front = await startTlsFront(port + 3, port + 2, tls);
  const started: OwnServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await front.close();
    await geocoder?.close();
    fs.rmSync(tls.dir, { recursive: true, force: true });
  };
  try {
    for (const server of [portal, sandboxServer, productionServer]) {
      started.push(server);
      await server.start();
    }
    return {
      portal,
      sandbox: provider("Harbour Apartments", "sandbox", sandboxServer, sandboxServer.url, sandboxKey),
      production: provider("Quayside Residences", "production", productionServer, `https://localhost:${port + 3}`, productionKey),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type PortalAndProvider = {
  /** The agents' portal; its built-in sandbox is the first provider. */
  portal: OwnServer;
  /** A second instance, in sandbox mode, over http. */
  remote: ProviderInstance;
  /** Stops both (safe to call twice). */
  stop: () => Promise<void>;
};

/**
 * The portal on `port` and one remote provider (sandbox, over http) on the next: for the
 * specs that need two providers and no production one. Ports as for startSeveralProviders.
 */
export async function startPortalAndProvider({ port = E2E_PORT + 40 }: { port?: number } = {}): Promise<PortalAndProvider> {
  const portal = ownServer(port, {
    CONNECTION_ALLOW_PRIVATE_TARGETS: "true",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    TRUSTED_PROXIES: "127.0.0.1,::1",
  });
  const key = `sd_test_${randomBytes(32).toString("base64url")}`;
  const remote = ownServer(port + 1, { SERVICE_ENVIRONMENT: "sandbox", SERVICE_BOOTSTRAP_API_KEY: key, WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  const started: OwnServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  try {
    // Started together: each waits for its own port.
    started.push(portal, remote);
    await Promise.all([portal.start(), remote.start()]);
    return { portal, remote: provider("Harbour Apartments", "sandbox", remote, remote.url, key), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function provider(name: string, environment: ProviderInstance["environment"], server: OwnServer, baseUrl: string, key: string): ProviderInstance {
  const specialist = createSpecialist({ databaseUrl: server.databaseUrl, environment });
  return {
    name,
    environment,
    server,
    url: server.url,
    baseUrl,
    key,
    specialist,
    signInSpecialist: (browser) => signInSpecialist(browser, specialist, { baseURL: server.url }),
  };
}

/**
 * Connects the portal's organisation of that name to `provider`, as Settings → Connections
 * does once a key works: a connection named after it, its key stored encrypted, the
 * organisation's name sent to the provider, and the portal's receiver registered there
 * (live updates on). Written straight into
 * the portal's database, while that page is not there yet. Returns the connection's id.
 */
export async function connectProvider(portal: OwnServer, organization: string, provider: ProviderInstance): Promise<string> {
  const [org] = portal.rows<{ id: string }>(`SELECT id FROM Organization WHERE name = ?`, organization);
  if (!org) throw new Error(`No organisation named ${organization} on the portal.`);
  const id = randomUUID();
  const now = new Date().toISOString().replace("Z", "+00:00");
  portal.write(
    `INSERT INTO ServiceConnection (id, organizationId, name, environment, baseUrl, keyCiphertext, keyHint, provisioned, keyGeneration, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, 1, ?, ?)`,
    id,
    org.id,
    provider.name,
    provider.environment,
    provider.baseUrl,
    encryptKey({ organizationId: org.id, baseUrl: provider.baseUrl }, provider.key),
    `${provider.key.slice(0, 8)}…${provider.key.slice(-4)}`,
    now,
    now,
  );
  const headers = { "x-api-key": provider.key, "content-type": "application/json" };
  // The name the provider's staff see for the account (the profile extension).
  const named = await fetch(`${provider.url}/external-api/v1/account/profile`, { method: "PUT", headers, body: JSON.stringify({ displayName: organization }) });
  if (!named.ok) throw new Error(`${provider.name} did not take the agency's name: ${named.status} ${await named.text()}`);
  const registered = await fetch(`${provider.url}/external-api/v1/webhooks`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url: `${portal.url}/api/webhooks/${id}`, events: [], description: "Staydesk portal: live updates" }),
  });
  if (registered.status !== 201) throw new Error(`${provider.name} refused the portal's receiver: ${registered.status} ${await registered.text()}`);
  const webhook = ((await registered.json()) as { data: { id: string } }).data;
  portal.write(`UPDATE ServiceConnection SET receiverWebhookId = ? WHERE id = ?`, webhook.id, id);
  return id;
}

type Certificate = { dir: string; certPath: string; key: Buffer; cert: Buffer };

/** A certificate for localhost made for this run; the portal trusts it, nothing else does. */
function makeCertificate(): Certificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-e2e-tls-"));
  const keyPath = path.join(dir, "key.pem");
  const certPath = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", keyPath, "-out", certPath,
  ], { stdio: "ignore" });
  return { dir, certPath, key: fs.readFileSync(keyPath), cert: fs.readFileSync(certPath) };
}

/**
 * https on `port` in front of the instance on `target`. While the instance is stopped,
 * connections are cut as they would be to a provider that is down.
 */
async function startTlsFront(port: number, target: number, tls: Certificate): Promise<{ close: () => Promise<void> }> {
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const upstream = http.request({ host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-proto": "https" } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.socket?.destroy());
    req.pipe(upstream);
  });
  // Both address families: "localhost" may resolve to either.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A geocoding server of Nominatim's protocol that finds nothing, for a provider that cannot place addresses. */
async function startEmptyGeocoder(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const nothing = req.url?.startsWith("/reverse") ? { error: "Unable to geocode" } : [];
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(nothing));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
