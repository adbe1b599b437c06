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
const { parentPort, workerData } = require("node:worker_threads");
const Database = require("better-sqlite3");
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // busy or gone: the next round, or the writer itself, checkpoints
  }
}, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

type Checkpointer = { worker: Worker; users: number; exited: Promise<void> };
const globalForCheckpoints = globalThis as unknown as { staydeskCheckpointers?: Map<string, Checkpointer> };

/**
 * Starts checkpointing `file` in the background (one thread per file and process, shared
 * by the connections to it). The returned function stops this connection's use of it; the
 * last one to stop closes the thread's connection, so that nothing touches the file after
 * every client of it has disconnected (a test removing its folder, a restore).
 */
export function startCheckpointer(file: string): () => Promise<void> {
  if (file === ":memory:" || file === "") return async () => {};
  const checkpointers = (globalForCheckpoints.staydeskCheckpointers ??= new Map());
  let entry = checkpointers.get(file);
  if (!entry) {
    const worker = new Worker(SOURCE, { eval: true, workerData: { file, intervalMs: CHECKPOINT_MS } });
    // Never keeps the process alive.
    worker.unref();
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    const created: Checkpointer = { worker, users: 0, exited };
    worker.on("error", () => {
      if (checkpointers.get(file) === created) checkpointers.delete(file);
    });
    checkpointers.set(file, created);
    entry = created;
  }
  const own = entry;
  own.users += 1;
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    own.users -= 1;
    if (own.users > 0) return;
    if (checkpointers.get(file) === own) checkpointers.delete(file);
    // Held by the thread until it is gone: unreferenced, a process whose last work is this
    // wait (a script's final disconnect) would end before it, with the wait unsettled.
    own.worker.ref();
    own.worker.postMessage("stop");
    await own.exited;
  };
}
