import "server-only";
import { onSignal, onSignalGap } from "@/lib/cluster/signals";
import { findRevokedHolders } from "./find-revoked-holders";
import { revokes, type Revocation, type StreamHolder } from "./stream-holder";
import { renewStreamSlots } from "./stream-slots";

// This process's open live streams, and what ends them before their time: a revocation
// signal (from this instance or another) ends the streams it concerns at once; every
// CHECK_MS the holders of all open streams are checked again in the database (the
// backstop for a lost signal) and the streams' slots renewed. Kept on globalThis because
// Next bundles route handlers separately.

export type EndReason = "revoked" | "expired" | "shutdown";
export type OpenStream = StreamHolder & { slotId: string; end: (reason: EndReason) => void };

export const CHECK_MS = 15_000;
// How long revocations are remembered, for streams whose holder was checked just before
// a revocation arrived and registered just after it (the check and the registration are
// a few database round trips apart).
const RECENT_MS = 60_000;

type State = {
  streams: Set<OpenStream>;
  recent: { at: number; revocation: Revocation }[];
  listening: boolean;
  timer?: NodeJS.Timeout;
  checking?: Promise<void>;
};
const globalForRegistry = globalThis as unknown as { staydeskLiveStreams?: State };
const state = (globalForRegistry.staydeskLiveStreams ??= { streams: new Set(), recent: [], listening: false });

function revoke(revocation: Revocation): void {
  const at = Date.now();
  state.recent.push({ at, revocation });
  while (state.recent[0]!.at < at - RECENT_MS) state.recent.shift();
  for (const stream of [...state.streams]) if (revokes(revocation, stream)) stream.end("revoked");
}

function listen(): void {
  if (state.listening) return;
  state.listening = true;
  onSignal<Revocation>("live_revoked", revoke);
  // Revocations sent while the signal connection was down are lost: check at once.
  onSignalGap(() => void checkOpenStreams());
}

/**
 * Registers an open stream whose holder was checked at `checkedAt`; returns the function
 * that unregisters it. A revocation that arrived since that check ends it at once.
 */
export function registerStream(stream: OpenStream, checkedAt: number): () => void {
  listen();
  state.streams.add(stream);
  state.timer ??= setInterval(() => void checkOpenStreams(), CHECK_MS).unref();
  if (state.recent.some((r) => r.at >= checkedAt && revokes(r.revocation, stream))) stream.end("revoked");
  return () => {
    state.streams.delete(stream);
    if (state.streams.size === 0 && state.timer) {
      clearInterval(state.timer);
      state.timer = undefined;
    }
  };
}

/** Renews the open streams' slots and ends those whose holder would no longer be let in. */
export function checkOpenStreams(): Promise<void> {
  if (state.checking) return state.checking;
  const streams = [...state.streams];
  if (streams.length === 0) return Promise.resolve();
  const run = (async () => {
    try {
      await renewStreamSlots(streams.map((s) => s.slotId));
      for (const stream of await findRevokedHolders(streams)) stream.end("revoked");
    } catch (error) {
      console.error(`[live] checking the open streams failed (tried again in ${CHECK_MS / 1000} s): ${error instanceof Error ? error.message : String(error)}`);
    }
  })();
  state.checking = run.finally(() => (state.checking = undefined));
  return state.checking;
}

/** Open streams of this process, for the benchmark and tests. */
export function openStreamCount(): number {
  return state.streams.size;
}
