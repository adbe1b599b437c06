import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { databaseUrl } from "../env";
import { startPgTransport, type PgTransport } from "./pg-transport";

// Signals between the parts of Staydesk, in one process and across instances: the
// outbox wake-up, the portal's live messages, key revocations, mail wake-ups, changed connections, the
// end of a member's live streams (removed, role changed, signed out). Listeners in this
// process hear a signal at once, with the message itself. On PostgreSQL it also goes to
// every other process on the database (LISTEN/NOTIFY, pg-transport.ts) as JSON; on SQLite
// there is one server process and nothing more to do. Signals are hints: a listener
// must survive a missed one (the worker polls, the key cache expires), and after the
// connection to PostgreSQL was lost, `onSignalGap` listeners hear that some may be missed.

export type SignalChannel = "outbox" | "live" | "key_revoked" | "mail" | "connection_changed" | "live_revoked";
const CHANNELS: readonly SignalChannel[] = ["outbox", "live", "key_revoked", "mail", "connection_changed", "live_revoked"];

type State = { emitter: EventEmitter; origin: string; transport?: PgTransport | null };
const globalForSignals = globalThis as unknown as { staydeskSignals?: State };
const state = (globalForSignals.staydeskSignals ??= { emitter: new EventEmitter().setMaxListeners(100), origin: randomUUID() });

export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

function transport(): PgTransport | null {
  if (state.transport === undefined) {
    const url = databaseUrl();
    state.transport = isPostgresUrl(url)
      ? startPgTransport(
          url,
          CHANNELS,
          (channel, origin, json) => {
            if (origin !== state.origin) state.emitter.emit(channel, JSON.parse(json));
          },
          () => state.emitter.emit("gap"),
        )
      : null;
  }
  return state.transport;
}

/**
 * Tells this process's listeners of `channel` (at once) and every other instance's.
 * `wire` replaces the message for other instances when it must be smaller (NOTIFY takes
 * under 8,000 bytes).
 */
export function publishSignal(channel: SignalChannel, message: unknown = null, wire: unknown = message): void {
  state.emitter.emit(channel, message);
  transport()?.send(channel, state.origin, JSON.stringify(wire));
}

/** Listens to a channel, in this process and from the others; returns the function that stops. */
export function onSignal<T>(channel: SignalChannel, listener: (message: T) => void): () => void {
  transport();
  const safe = (message: T) => {
    try {
      listener(message);
    } catch (error) {
      console.error(`[cluster] a ${channel} listener failed:`, error);
    }
  };
  state.emitter.on(channel, safe);
  return () => state.emitter.off(channel, safe);
}

/** Runs after signals from other instances may have been missed (the connection was lost). */
export function onSignalGap(listener: () => void): () => void {
  state.emitter.on("gap", listener);
  return () => state.emitter.off("gap", listener);
}

/** Waits until the signals published so far have left this process (for a CLI before it exits). */
export async function flushSignals(): Promise<void> {
  await state.transport?.flush();
}

/** Sends what is pending and closes the connection (shutdown); a later signal opens it again. */
export async function closeSignals(): Promise<void> {
  const t = state.transport;
  state.transport = undefined;
  await t?.close();
}
