// npm run worker – the background work that may run apart from the server (lib/background.ts:
// the webhook delivery worker, the mail worker and the digest ticker; the failing-webhook
// watch calls the service over the server's loopback and stays with the servers), for
// deployments that run more of it. server.ts starts the same list; any number of processes
// can share the database: leases keep them from sending the same attempt or message twice.
// Migrates first, like the server, so that whichever starts first on a fresh database
// finds the tables. On PostgreSQL the servers' commits wake it (lib/cluster/signals.ts);
// on SQLite it finds new work by polling (WEBHOOK_POLL_INTERVAL_MS, MAIL_POLL_INTERVAL_MS).
import { BACKGROUND_WORK } from "../lib/background";
import { migrateDatabase } from "../lib/db/migrate";
import { EnvError, getEnv } from "../lib/env";
import { startBackground } from "../lib/runtime/background";

try {
  getEnv();
  const { applied } = await migrateDatabase();
  if (applied.length > 0) console.log(`[db] applied ${applied.length} migration(s): ${applied.join(", ")}`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const background = startBackground(BACKGROUND_WORK, "worker");
// Listening before saying it runs: a supervisor may stop it the moment it says so.
const stop = () => void background.stop().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
console.log(`[worker] delivering ${background.started.join(", ")}`);
