// Whether this process is shutting down, shared by both halves: the readiness endpoint
// answers 503 from the first moment, and open live streams close so that their browsers
// reconnect to another instance. Kept on globalThis because Next bundles route handlers
// separately from server.ts.

type State = { shuttingDown: boolean; migrated: boolean; listeners: Set<() => void> };
const globalForState = globalThis as unknown as { staydeskRuntime?: State };
const state = (globalForState.staydeskRuntime ??= { shuttingDown: false, migrated: false, listeners: new Set() });

export function isShuttingDown(): boolean {
  return state.shuttingDown;
}

/** Marks the process as shutting down and tells every listener, once. */
export function beginShutdown(): void {
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  for (const listener of state.listeners) {
    try {
      listener();
    } catch (error) {
      console.error("[shutdown] a listener failed:", error);
    }
  }
  state.listeners.clear();
}

/** Runs `listener` when shutdown begins (at once if it already has); returns the function that stops listening. */
export function onShutdown(listener: () => void): () => void {
  if (state.shuttingDown) {
    listener();
    return () => undefined;
  }
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** The migrations of this start have been applied (readiness waits for it). */
export function markMigrated(): void {
  state.migrated = true;
}

export function isMigrated(): boolean {
  return state.migrated;
}
