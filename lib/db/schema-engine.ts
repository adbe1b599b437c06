import fs from "node:fs";
import { createRequire } from "node:module";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type Transaction,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm";

// Prisma's migrate commands need the native schema engine binary, which cannot be
// downloaded on these machines; the wasm build of the same engine (the version that
// matches prisma 7.10), driven over our own driver adapter, does the same work and
// writes the same migration files and `_prisma_migrations` rows.

export type { SchemaEngine };

type Bindings = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");

/** No tables or enums are managed outside Prisma (prisma.config.ts has none either). */
export const NO_EXTERNAL: SchemaFilter = { externalTables: [], externalEnums: [] };

let bindings: Promise<Bindings> | undefined;

// The package's own entry does `import * as wasm from "./schema_engine_bg.wasm"`. Node 24
// loads that (WebAssembly's ES module integration) only as an experimental feature, with a
// warning on stderr at every start, so the module is instantiated by hand, once per process:
// the glue module keeps the instance in a module-level variable.
function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    const glue = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const gluePath = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await fs.promises.readFile(gluePath.replace(/\.js$/, ".wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  bindings.catch(() => (bindings = undefined));
  return bindings;
}

// The engine never closes the connections it opens, and it takes SQLite's EXCLUSIVE
// lock on the main database: the connections are tracked here so that `close()` can
// release the file (or the PostgreSQL pool) for the app's own connections. Also patches
// two adapter mismatches.
class TrackingFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider: SqlMigrationAwareDriverAdapterFactory["provider"];
  readonly adapterName: string;
  readonly #inner: SqlMigrationAwareDriverAdapterFactory;
  readonly #open: SqlDriverAdapter[] = [];

  constructor(inner: SqlMigrationAwareDriverAdapterFactory) {
    this.#inner = inner;
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return this.#track(await this.#inner.connect());
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.#track(await this.#inner.connectToShadowDb());
  }

  async disposeAll(): Promise<void> {
    await Promise.all(this.#open.splice(0).map((adapter) => adapter.dispose()));
  }

  #track(adapter: SqlDriverAdapter): SqlDriverAdapter {
    this.#open.push(adapter);
    if (this.provider === "postgres") return reportCharAsText(adapter);
    // Replaying migrations into the shadow database, the engine sends each whole
    // migration.sql through executeRaw, which better-sqlite3 rejects as "more than one
    // statement" (applyMigrations uses executeScript and is unaffected). A script
    // without parameters runs the same through executeScript.
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      try {
        return await executeRaw(query);
      } catch (error) {
        const multiStatement = error instanceof RangeError && error.message.includes("more than one statement");
        if (!multiStatement || query.args.length > 0) throw error;
        await adapter.executeScript(query.sql);
        return 0;
      }
    };
    return adapter;
  }
}

// The schema describer reads pg_catalog columns of PostgreSQL's internal "char" type
// (oid 18), which the pg adapter refuses as an unsupported column type. Its text form is
// a one-letter string: reported as text, it reads the same.
const PG_CHAR = 18;
const PG_TEXT = 25;
type PgQueryable = { performIO(query: unknown): Promise<{ fields: { dataTypeID: number }[] }> };

function patchPerformIO<T extends object>(queryable: T): T {
  const target = queryable as unknown as PgQueryable;
  const performIO = target.performIO.bind(target);
  target.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
    return result;
  };
  return queryable;
}

function reportCharAsText(adapter: SqlDriverAdapter): SqlDriverAdapter {
  patchPerformIO(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => patchPerformIO<Transaction>(await startTransaction(isolationLevel));
  return adapter;
}

export type OpenSchemaEngineOptions = {
  /** Absolute path of the SQLite file (see resolveDatabasePath), or a postgres:// URL. */
  databasePath: string;
  /** Receives the engine's JSON log lines (tracing output, one event a line). */
  engineLog?: (line: string) => void;
};

export type SchemaEngineSession = {
  engine: SchemaEngine;
  /** Frees the engine and closes every database connection it opened. */
  close(): Promise<void>;
};

export async function openSchemaEngine(opts: OpenSchemaEngineOptions): Promise<SchemaEngineSession> {
  const { SchemaEngine } = await loadBindings();
  // SQLite's shadow database (replaying migrations for `createMigration`, `diff` and
  // drift checks) is a fresh in-memory SQLite on each connection: nothing to clean up.
  // PostgreSQL's commands here need none (migrations are applied, and written by diffing
  // two schemas: scripts/db.ts).
  const factory = new TrackingFactory(
    /^postgres(ql)?:\/\//i.test(opts.databasePath)
      ? new PrismaPg({ connectionString: opts.databasePath, options: "-c TimeZone=UTC", max: 2 })
      : new PrismaBetterSqlite3({ url: opts.databasePath, timeout: 5000 }, { shadowDatabaseUrl: ":memory:" }),
  );
  const log = opts.engineLog ?? (() => {});
  // No datamodels: the commands that need the schema take it in their input, and with
  // them the engine leaves a 60 s timer behind that keeps the process alive.
  const engine = await SchemaEngine.new({ datamodels: undefined }, log, bindMigrationAwareSqlAdapterFactory(factory));
  return {
    engine,
    async close() {
      engine.free();
      await factory.disposeAll();
    },
  };
}

/**
 * A readable message for an engine failure. The engine rejects with Errors whose
 * message ends in a span trace naming the command and migration: kept, it helps.
 */
export function engineErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error);
  // The 7.10 adapter reports SQLITE_BUSY as a `SocketTimeout` error kind that this
  // engine build cannot decode. The engine holds SQLite's EXCLUSIVE lock while it
  // works, so any other open connection (even a read-only one) blocks it.
  if (message.includes("unknown variant `SocketTimeout`")) {
    return "the database is locked: another connection has it open (a running server?). Stop it and retry.";
  }
  return message;
}
