// npm run worker – the webhook delivery worker alone, for deployments that run it apart
// from the server (server.ts starts one too; any number can share the database: leases
// keep them from sending the same attempt). Migrates first, like the server, so that
// whichever starts first on a fresh database finds the tables. On PostgreSQL the servers'
// commits wake it (lib/cluster/signals.ts); on SQLite it finds new events by polling
// (WEBHOOK_POLL_INTERVAL_MS).
import { migrateDatabase } from "../lib/db/migrate";
import { EnvError, getEnv } from "../lib/env";
import { startDeliveryWorker } from "../lib/service/delivery/delivery-worker";

try {
  getEnv();
  const { applied } = await migrateDatabase();
  if (applied.length > 0) console.log(`[db] applied ${applied.length} migration(s): ${applied.join(", ")}`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const worker = startDeliveryWorker();
// Listening before saying it runs: a supervisor may stop it the moment it says so.
const stop = () => void worker.stop().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
console.log(`[worker] delivering webhooks as ${worker.owner}`);
