// Which database failures a retry can cure: the database is down, restarting, out of
// connections, locked for longer than a writer waits, or out of disk. Not a wrong query,
// a broken constraint or a missing table: those are faults, and stay faults.
//
// The same failure arrives in several wrappings: Prisma's error with a code of its own and
// the driver adapter's error under `meta.driverAdapterError`, or the driver's error itself
// from the raw statements (better-sqlite3's SqliteError, pg's DatabaseError, a Node socket
// error, pg-pool's own timeouts). Each layer is looked at.

/** Prisma's codes: can't reach, timed out, connection closed, pool timeout, too many connections. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);

/** The driver adapters' kinds for the same. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), 53 (insufficient resources: disk
// full, out of memory, too many connections), 57P01-57P03 (shutting down, cannot connect now).
function isUnavailableSqlState(code: string): boolean {
  return /^(08|53)[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03";
}

// SQLite: BUSY (another writer held the lock past the wait), FULL (disk or size limit).
const SQLITE_PRIMARY = { BUSY: 5, FULL: 13 } as const;

function isUnavailableSqliteCode(code: string): boolean {
  return code.startsWith("SQLITE_BUSY") || code === "SQLITE_FULL";
}

// Errors without a code: pg-pool's and pg's own.
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /encountered a connection error and is not queryable/i,
  /database or disk is full/i,
];

type Node = { code?: unknown; kind?: unknown; originalCode?: unknown; extendedCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };

function layers(error: unknown): Node[] {
  const found: Node[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 8) {
    const next = queue.shift();
    if (!next || typeof next !== "object") continue;
    const node = next as Node;
    found.push(node);
    queue.push(node.cause, node.meta?.driverAdapterError);
  }
  return found;
}

/** The database cannot serve this request now, and the same request can succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return layers(error).some((node) => {
    const code = typeof node.code === "string" ? node.code : undefined;
    const original = typeof node.originalCode === "string" ? node.originalCode : undefined;
    if (code && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || isUnavailableSqliteCode(code))) return true;
    if (code && isUnavailableSqlState(code) && node.kind === undefined) return true;
    if (typeof node.kind === "string" && ADAPTER_KINDS.has(node.kind)) return true;
    if (node.kind === "postgres" && code && isUnavailableSqlState(code)) return true;
    if (original && (isUnavailableSqlState(original) || isUnavailableSqliteCode(original))) return true;
    if (node.kind === "sqlite" && typeof node.extendedCode === "number") {
      const primary = node.extendedCode & 0xff;
      if (primary === SQLITE_PRIMARY.BUSY || primary === SQLITE_PRIMARY.FULL) return true;
    }
    return typeof node.message === "string" && MESSAGES.some((m) => m.test(node.message as string));
  });
}

/** The database refused a write for want of space (SQLite's disk or size limit, PostgreSQL's disk). */
export function isDatabaseFull(error: unknown): boolean {
  return layers(error).some((node) => {
    const code = [node.code, node.originalCode].find((c): c is string => typeof c === "string");
    if (code === "SQLITE_FULL" || code === "53100") return true;
    if (node.kind === "sqlite" && typeof node.extendedCode === "number" && (node.extendedCode & 0xff) === SQLITE_PRIMARY.FULL) return true;
    return typeof node.message === "string" && /database or disk is full/i.test(node.message);
  });
}
