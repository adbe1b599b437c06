import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { PrismaClient as PrismaPgClient } from "@/lib/generated/prisma-pg/client";
import { databaseUrl } from "../env";
import { resolveDatabasePath } from "./database-path";
import { getPool } from "./pg";
import { serializedSqlite, type ExclusiveConnection } from "./serialized-adapter";
import { dialectOf } from "./sql";

/**
 * The app's client type. Both generated clients (SQLite's and PostgreSQL's) have the same
 * models and methods but are not assignable to each other in TypeScript: shared code is
 * typed with SQLite's, and PostgreSQL's is cast to it once, below.
 */
export type Db = PrismaClient;
/** A client or the client of an interactive transaction. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

// One client per process. Next.js bundles the portal's server code separately from
// server.ts, so the instance is kept on globalThis for both halves (and for HMR) to share.
// The SQLite clients' connections for raw writes are kept there for the same reason: the
// portal's code runs raw statements on the client server.ts created.
const globalForPrisma = globalThis as unknown as {
  staydeskPrisma?: PrismaClient;
  staydeskExclusiveConnections?: WeakMap<PrismaClient, ExclusiveConnection>;
};

const exclusiveConnections = (globalForPrisma.staydeskExclusiveConnections ??= new WeakMap<PrismaClient, ExclusiveConnection>());

export function createPrisma(url: string = databaseUrl()): PrismaClient {
  if (dialectOf(url) === "postgres") {
    // The raw statements of lib/db/raw.ts share this pool. Prisma's own queries stay
    // unnamed: their texts vary with list lengths, and a named statement lives as long
    // as its connection.
    const adapter = new PrismaPg(getPool(url));
    return new PrismaPgClient({ adapter }) as unknown as PrismaClient;
  }
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
  const connection = exclusiveConnections.get(client);
  if (!connection) throw new Error("writeTransaction: this client is not a SQLite client of createPrisma");
  return connection;
}

export function getPrisma(): PrismaClient {
  globalForPrisma.staydeskPrisma ??= createPrisma();
  return globalForPrisma.staydeskPrisma;
}
