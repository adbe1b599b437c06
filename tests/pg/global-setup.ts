import { startCluster, type Cluster } from "./cluster";

// One cluster for the whole `npm run test:pg` run; each test file gets its own database
// in it (tests/setup.ts). Workers inherit the variable set here.
let cluster: Cluster | undefined;

export async function setup(): Promise<void> {
  cluster = await startCluster();
  process.env.STAYDESK_TEST_PG_URL = cluster.url;
}

export function teardown(): void {
  cluster?.stop();
}
