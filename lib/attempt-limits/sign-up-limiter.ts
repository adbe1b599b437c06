import "server-only";
import { takeAttempt } from "@/lib/db/attempt-counters";
import { limitedNetwork } from "@/lib/net/client-address";
import { secondsUntil, waitInWords } from "./wait-in-words";

// Sign-ups per address (an IPv6 /64), successful or not: each new account brings an
// organisation and a sandbox account, and every answer is a chance to probe addresses.
// Generous enough for an office that signs its agents up together from behind one NAT.

export const SIGN_UP_LIMITS = { address: { max: 20, windowMs: 60 * 60_000 } } as const;

export type SignUpVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export function signUpLimiter(scope: "portal", limits = SIGN_UP_LIMITS) {
  return {
    /** Counts a sign-up from `address` before anything is created. */
    async attempt(address: string, now = Date.now()): Promise<SignUpVerdict> {
      const network = limitedNetwork(address);
      const take = await takeAttempt(`${scope}:sign-up:address:${network}`, limits.address, now);
      if (take.allowed) return { allowed: true };
      const retryAfterSeconds = secondsUntil(take.resetAt, now);
      console.warn(`[sign-up] ${JSON.stringify({ event: "sign-up-refused", scope, address, retryAfterSeconds })}`);
      return { allowed: false, retryAfterSeconds, message: `Too many sign-up attempts from your network. Try again in ${waitInWords(take.resetAt, now)}.` };
    },
  };
}
