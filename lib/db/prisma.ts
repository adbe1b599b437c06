import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { resolveDatabasePath } from "./database-path";
import { serializedSqlite, type ExclusiveConnection } from "./serialized-adapter";

export type Db = PrismaClient;
/** A client or the client of an interactive transaction. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

// One client per process. Next.js bundles the portal's server code separately from
// server.ts, so the instance is kept on globalThis for both halves (and for HMR) to share.
const globalForPrisma = globalThis as unknown as { staydeskPrisma?: PrismaClient };

const exclusiveConnections = new WeakMap<PrismaClient, ExclusiveConnection>();

export function createPrisma(url?: string): PrismaClient {
  // A writer waits up to 5 s for the lock instead of failing at once with SQLITE_BUSY.
  const adapter = new PrismaBetterSqlite3({ url: resolveDatabasePath(url), timeout: 5000 });
  let connection: ExclusiveConnection | undefined;
  const client = new PrismaClient({ adapter: serializedSqlite(adapter, (connected) => (connection = connected)) });
  exclusiveConnections.set(client, {
    async transaction(work) {
      if (!connection) await client.$connect();
      return connection!.transaction(work);
    },
  });
  return client;
}

/** The SQLite client's connection for `writeTransaction` (lib/db/raw.ts). */
export function exclusiveConnection(client: PrismaClient): ExclusiveConnection {
  return exclusiveConnections.get(client)!;
}

export function getPrisma(): PrismaClient {
  globalForPrisma.staydeskPrisma ??= createPrisma();
  return globalForPrisma.staydeskPrisma;
}
