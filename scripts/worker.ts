// npm run worker – the webhook delivery worker and the mail worker alone, for deployments
// that run them apart from the server (server.ts starts both too; any number can share
// the database: leases keep them from sending the same attempt or message twice).
// Migrates first, like the server, so that whichever starts first on a fresh database
// finds the tables. On PostgreSQL the servers' commits wake it (lib/cluster/signals.ts);
// on SQLite it finds new work by polling (WEBHOOK_POLL_INTERVAL_MS, MAIL_POLL_INTERVAL_MS).
import { migrateDatabase } from "../lib/db/migrate";
import { EnvError, getEnv } from "../lib/env";
import { startMailWorker } from "../lib/mail/mail-worker";
import { startDigestTicker } from "../lib/portal/notifications/digest-ticker";
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
const mail = startMailWorker();
const digests = startDigestTicker();
// Listening before saying it runs: a supervisor may stop it the moment it says so.
const stop = () => void Promise.all([worker.stop(), mail.stop(), digests.stop()]).finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
console.log(`[worker] delivering webhooks as ${worker.owner}, mail as ${mail.owner}`);
