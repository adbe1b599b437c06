import type { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type Database from "better-sqlite3";
import { sqliteSynchronousSetting } from "../env";
import { startCheckpointer } from "./checkpointer";
import type { SqlTx } from "./sql";
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

// The adapter prepares every statement anew (`client.prepare(sql).bind(args)`), which
// costs more CPU than running it. Prisma sends the same SQL text for the same query
// shape, so the connection keeps one prepared statement per text and hands the adapter a
// light stand-in that binds the arguments at each run (a real `bind` is permanent). The
// adapter asks each run for the statement's columns, which better-sqlite3 builds anew
// every time: they are kept with the statement, as they do not change with its arguments.
const STATEMENT_CACHE_LIMIT = 500;

type PreparedStandIn = {
  reader: boolean;
  run(): Database.RunResult;
  bind(args: unknown[]): {
    reader: boolean;
    run(): Database.RunResult;
    columns(): Database.ColumnDefinition[];
    raw(): { all(): unknown[] };
  };
};

/**
 * Gives the adapter a view of `client` whose `prepare` reuses one statement per SQL text;
 * returns the cached `prepare` for the synchronous transactions below.
 */
function cachePreparedStatements(adapter: { client: Database.Database }): (sql: string) => Database.Statement<unknown[]> {
  const client = adapter.client;
  const cache = new Map<string, Database.Statement<unknown[]>>();
  const columns = new WeakMap<Database.Statement<unknown[]>, Database.ColumnDefinition[]>();
  const columnsOf = (statement: Database.Statement<unknown[]>) => {
    let known = columns.get(statement);
    if (!known) {
      known = statement.columns();
      columns.set(statement, known);
    }
    return known;
  };
  const prepared = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = client.prepare<unknown[]>(sql);
      // Raw SQL with inlined values would grow the cache without end: keep it bounded.
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  };
  const standIn = (sql: string): PreparedStandIn => {
    // Prisma's transactions begin DEFERRED: one that reads, then writes after another
    // process (a script, an operator's command) committed in between, fails at once with
    // SQLITE_BUSY_SNAPSHOT, which the busy timeout does not wait out. Within this process
    // the lock above runs transactions one at a time anyway, so beginning IMMEDIATE costs
    // nothing here and makes another process's writer wait its turn instead.
    const statement = prepared(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
    return {
      reader: statement.reader,
      run: () => statement.run(),
      bind: (args) => ({
        reader: statement.reader,
        run: () => statement.run(...args),
        columns: () => columnsOf(statement),
        raw: () => ({ all: () => statement.raw(true).all(...args) }),
      }),
    };
  };
  adapter.client = new Proxy(client, {
    get(target, prop) {
      if (prop === "prepare") return standIn;
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return prepared;
}

/** The connection and turn-taking of a connected adapter, for `writeTransaction`. */
export type ExclusiveConnection = {
  /**
   * Runs `work` atomically, inside an IMMEDIATE transaction that units arriving meanwhile
   * may share (each in its own savepoint), when no other unit of work is open.
   */
  transaction<T>(work: (tx: SqlTx) => Promise<T>): Promise<T>;
};

// In WAL mode, synchronous=FULL syncs the log to disk at every commit, during which the event loop waits, on every write of the API and of the delivery worker.
// NORMAL syncs at checkpoints only. A commit still survives the process being killed
// (kill -9: the log is in the operating system's hands), and the database never corrupts;
// only a power cut or an operating system crash may lose the last commits.
// SQLITE_SYNCHRONOUS=full keeps every commit through those too (see docs/configuration.md).
function sqliteSynchronous(): "NORMAL" | "FULL" {
  const value = sqliteSynchronousSetting();
  if (value !== "normal" && value !== "full") throw new Error("SQLITE_SYNCHRONOUS must be normal or full");
  return value === "full" ? "FULL" : "NORMAL";
}

function serialize(inner: SqlDriverAdapter, onConnection: (connection: ExclusiveConnection) => void): SqlDriverAdapter {
  const lock = createLock();
  const adapter = inner as unknown as { client: Database.Database };
  const client = adapter.client;
  client.pragma(`synchronous = ${sqliteSynchronous()}`);
  const stopCheckpointer = startCheckpointer(client.name);
  // The thread checkpoints every 200 ms; the writer's own checkpoint (the commit that takes
  // the log past this many pages runs it, syncing the files on the event loop) is only the
  // fallback, should the thread lag or be gone: 10,000 pages (40 MB) instead of 1,000,
  // so that a burst of commits rarely pays for it.
  client.pragma("wal_autocheckpoint = 10000");
  const statement = cachePreparedStatements(adapter);
  // Statements run synchronously; the promises only give SQLite and PostgreSQL one shape.
  // `raw(false)`: the adapter's stand-in may have left a shared statement in raw mode.
  const tx: SqlTx = {
    run: async (sql, params = []) => statement(sql.sqlite).run(...params).changes,
    all: async <R>(sql: { sqlite: string }, params: readonly unknown[] = []) => statement(sql.sqlite).raw(false).all(...params) as R[],
    get: async <R>(sql: { sqlite: string }, params: readonly unknown[] = []) => statement(sql.sqlite).raw(false).get(...params) as R | undefined,
  };
  const begin = statement("BEGIN IMMEDIATE");
  const commit = statement("COMMIT");
  const rollback = statement("ROLLBACK");
  const savepoint = statement("SAVEPOINT unit");
  const releaseSavepoint = statement("RELEASE unit");
  const rollbackToSavepoint = statement("ROLLBACK TO unit");

  // Group commit. BEGIN and COMMIT cost more than the statements of a typical write here
  // (locks and the log's writes: a quarter of POST enquiry's CPU), so units of work that
  // arrive while one runs share the next transaction: each in a savepoint of its own, so
  // that a unit that throws is rolled back alone; the others commit together, and each
  // caller hears of its unit only once the COMMIT is done. A group takes the connection's
  // turn like any Prisma query, and at most MAX_GROUP units, so Prisma's work waiting
  // behind it is never starved.
  type Unit = { work: (tx: SqlTx) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const MAX_GROUP = 32;
  const queue: Unit[] = [];
  let running = false;

  async function runGroup(group: Unit[]): Promise<void> {
    try {
      begin.run();
    } catch (error) {
      for (const unit of group) unit.reject(error);
      return;
    }
    const done: { unit: Unit; result: unknown }[] = [];
    for (let i = 0; i < group.length; i++) {
      const unit = group[i]!;
      savepoint.run();
      try {
        const result = await unit.work(tx);
        releaseSavepoint.run();
        done.push({ unit, result });
      } catch (error) {
        unit.reject(error);
        if (client.inTransaction) {
          rollbackToSavepoint.run();
          releaseSavepoint.run();
          continue;
        }
        // The failure rolled back the whole transaction (RAISE(ROLLBACK), a full disk):
        // the units before this one lost their work, nothing of it committed; they run
        // again, first, with the units not started yet.
        queue.unshift(...done.map((d) => d.unit), ...group.slice(i + 1));
        return;
      }
    }
    try {
      commit.run();
    } catch (error) {
      if (client.inTransaction) rollback.run();
      for (const d of done) d.unit.reject(error);
      return;
    }
    for (const d of done) d.unit.resolve(d.result);
  }

  async function runGroups(): Promise<void> {
    try {
      while (queue.length > 0) {
        const release = await lock.acquire();
        try {
          await runGroup(queue.splice(0, MAX_GROUP));
        } finally {
          release();
        }
      }
    } finally {
      running = false;
    }
  }

  onConnection({
    transaction<T>(work: (tx: SqlTx) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (running) return;
        running = true;
        // After this turn's I/O: the requests that arrived with this one join its group.
        setImmediate(() => void runGroups());
      });
    },
  });
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
    async dispose() {
      await stopCheckpointer();
      await inner.dispose();
    },
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

/**
 * The better-sqlite3 adapter factory, with statements and transactions taking turns.
 * `onConnection` receives the connection for synchronous transactions once Prisma connects.
 */
export function serializedSqlite(
  inner: PrismaBetterSqlite3,
  onConnection: (connection: ExclusiveConnection) => void = () => {},
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => serialize(await inner.connect(), onConnection),
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}
