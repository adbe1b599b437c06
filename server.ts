// The one process of Staydesk: /external-api/* goes to the service's Hono app, everything
// else to Next.js (the portal). It also starts the background work of both halves, from the
// one list (lib/background.ts). Nothing else belongs here.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { BACKGROUND_WORK } from "@/lib/background";
import { closeSignals } from "@/lib/cluster/signals";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { disableNextTelemetry, EnvError, getEnv } from "@/lib/env";
import { warmGeocoder } from "@/lib/geo";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/lib/net/client-address";
import { answerProbe } from "@/lib/runtime/answer-probe";
import { startBackground } from "@/lib/runtime/background";
import { installGracefulShutdown } from "@/lib/runtime/graceful-shutdown";
import { markMigrated } from "@/lib/runtime/shutdown-state";
import { ensureBootstrapKey } from "@/lib/service/accounts/ensure-bootstrap-key";
import { createServiceListener } from "@/lib/service/http/node-listener";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";

async function main() {
  disableNextTelemetry(); // before Next starts
  const env = getEnv();
  const dev = env.NODE_ENV !== "production";

  const { applied } = await migrateDatabase();
  if (applied.length > 0) console.log(`[db] applied ${applied.length} migration(s): ${applied.join(", ")}`);
  markMigrated();
  if (env.SERVICE_ENVIRONMENT === "sandbox") await ensureInventory(getPrisma()); // the made-up catalogue the sandbox quotes from
  if (env.SERVICE_BOOTSTRAP_API_KEY) await ensureBootstrapKey(getPrisma(), env.SERVICE_BOOTSTRAP_API_KEY);
  warmGeocoder();

  const service = createServiceListener();
  const portal = next({ dev, dir: process.cwd(), hostname: env.HOST, port: env.PORT });
  await portal.prepare();
  const handle = portal.getRequestHandler();

  const server = createServer();
  const background = startBackground(BACKGROUND_WORK, "server");
  console.log(`[staydesk] background work: ${background.started.join(", ")}`);
  const track = installGracefulShutdown({
    server,
    graceMs: env.SHUTDOWN_GRACE_MS ?? env.WEBHOOK_TIMEOUT_MS + 5_000,
    drain: background.stop,
    close: () => Promise.all([closeSignals(), getPrisma().$disconnect()]).then(() => undefined),
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    track(req, res);
    if (answerProbe(req, res)) return; // /healthz, /readyz: cheap, no auth
    // The client's address as far as this server can tell (TRUSTED_PROXIES), for the
    // portal's per-address limits; a header of the same name from outside is replaced.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], env.TRUSTED_PROXIES);
    if (req.url === "/external-api" || req.url?.startsWith("/external-api/")) void service(req, res);
    else void handle(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`[staydesk] ${dev ? "development" : "production"} server on http://localhost:${port} (service: ${env.SERVICE_ENVIRONMENT})`);
  });
}

main().catch((error: unknown) => {
  // A bad setting is the user's to fix: say which, without a stack trace.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
