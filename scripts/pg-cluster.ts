// A throw-away PostgreSQL cluster for trying the app on PostgreSQL by hand: prints its
// DATABASE_URL and runs until Ctrl-C, then deletes it. (The tests start their own.)
//
//   npx tsx scripts/pg-cluster.ts
import { startCluster } from "../tests/pg/cluster";

const cluster = await startCluster();
console.log(`DATABASE_URL=${cluster.url}`);
const stop = () => {
  cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
setInterval(() => {}, 1 << 30);
