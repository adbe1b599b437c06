import "server-only";
import { publishSignal } from "@/lib/cluster/signals";
import type { Revocation } from "./stream-holder";

/**
 * Ends the live streams that `revocation` concerns, on this instance at once and on
 * every other one through the cluster's signals. Their browsers reconnect and go through
 * the sign-in and membership checks again. Called once the change is committed.
 */
export function revokeStreams(revocation: Revocation): void {
  publishSignal("live_revoked", revocation);
}
