import type { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  Transaction,
} from "@prisma/driver-adapter-utils";

// better-sqlite3 gives Prisma one connection. The adapter queues transactions behind
// each other, but a statement outside a transaction runs at once on that connection,
// that is *inside* whatever transaction is open: it sees uncommitted rows and is rolled
// back with someone else's failure. This wrapper makes every statement outside a
// transaction wait its turn behind open transactions (and vice versa), so each unit of
// work sees only committed data and commits on its own.
// Rule that follows: inside a transaction, use its `tx`, never `getPrisma()` (that
// would wait for the transaction it is part of).

type Release = () => void;

function createLock(): { acquire(): Promise<Release> } {
  let tail: Promise<void> = Promise.resolve();
  return {
    acquire() {
      let release!: Release;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = tail.then(() => release);
      tail = tail.then(() => turn);
      return ready;
    },
  };
}

function releasingOnEnd(tx: Transaction, release: Release): Transaction {
  let released = false;
  const done = () => {
    if (!released) {
      released = true;
      release();
    }
  };
  return new Proxy(tx, {
    get(target, prop) {
      if (prop === "commit" || prop === "rollback") {
        return async () => {
          try {
            await target[prop]();
          } finally {
            done();
          }
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function serialize(inner: SqlDriverAdapter): SqlDriverAdapter {
  const lock = createLock();
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const release = await lock.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
  const overrides: Partial<SqlDriverAdapter> = {
    queryRaw: (query) => exclusive(() => inner.queryRaw(query)),
    executeRaw: (query) => exclusive(() => inner.executeRaw(query)),
    executeScript: (script) => exclusive(() => inner.executeScript(script)),
    async startTransaction(isolationLevel?: IsolationLevel) {
      const release = await lock.acquire();
      try {
        return releasingOnEnd(await inner.startTransaction(isolationLevel), release);
      } catch (error) {
        release();
        throw error;
      }
    },
  };
  return new Proxy(inner, {
    get(target, prop) {
      if (prop in overrides) return overrides[prop as keyof SqlDriverAdapter];
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The better-sqlite3 adapter factory, with statements and transactions taking turns. */
export function serializedSqlite(inner: PrismaBetterSqlite3): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => serialize(await inner.connect()),
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}
