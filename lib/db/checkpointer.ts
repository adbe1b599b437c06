import { Worker } from "node:worker_threads";

// SQLite copies its write-ahead log back into the database file at checkpoints, and by
// default the commit that takes the log past 1,000 pages runs one, with a sync of the
// file: a stall of several milliseconds on the event loop, every few hundred writes under
// load (the slowest commits of the delivery burst). A worker thread with a connection of
// its own checkpoints the log every CHECKPOINT_MS instead, in PASSIVE mode (it never
// waits for, nor blocks, the writer), so commits on the event loop almost never have to.
// Should the thread fail to start, the writer's own checkpoints carry on as before.
const CHECKPOINT_MS = 200;

// CommonJS, evaluated in the thread: `require` resolves from the working directory, the
// project's root for the server, its worker and the tests.
const SOURCE = `
const { workerData } = require("node:worker_threads");
const Database = require("better-sqlite3");
const db = new Database(workerData.file, { fileMustExist: true });
setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // busy or gone: the next round, or the writer itself, checkpoints
  }
}, workerData.intervalMs);
`;

const globalForCheckpoints = globalThis as unknown as { staydeskCheckpointers?: Map<string, Worker> };

/** Starts checkpointing `file` in the background (once per file and process). */
export function startCheckpointer(file: string): void {
  if (file === ":memory:" || file === "") return;
  const workers = (globalForCheckpoints.staydeskCheckpointers ??= new Map());
  if (workers.has(file)) return;
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, intervalMs: CHECKPOINT_MS } });
  // Never keeps the process alive.
  worker.unref();
  worker.on("error", () => workers.delete(file));
  workers.set(file, worker);
}
