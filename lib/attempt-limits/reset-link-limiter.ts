import "server-only";
import { takeAttempt } from "@/lib/db/attempt-counters";
import { limitedNetwork } from "@/lib/net/client-address";
import { emailKey } from "./email-key";
import { secondsUntil, waitInWords } from "./wait-in-words";

// Requests for a link to choose a new password. Each one may send an e-mail, so an
// address must not be flooded from anywhere, nor the mail server used from one network
// against many. Requests are counted whether or not an account uses the address: the
// answers never tell which addresses have accounts. A person who asks again because the
// first e-mail was slow still gets a second and a third link.

const MINUTE = 60_000;

export const RESET_LINK_LIMITS = {
  /** Links asked for one e-mail address, from anywhere. */
  recipient: { max: 3, windowMs: 15 * MINUTE },
  /** Links asked from one client address (an IPv6 /64), whatever the e-mail addresses. */
  address: { max: 20, windowMs: 60 * MINUTE },
} as const;

export type ResetLinkVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export function resetLinkLimiter(scope: "portal", limits = RESET_LINK_LIMITS) {
  return {
    /** Counts a request for `email` from `address` before anything is looked up or sent. */
    async attempt(email: string, address: string, now = Date.now()): Promise<ResetLinkVerdict> {
      const recipient = emailKey(email);
      const network = limitedNetwork(address);
      const refuse = (limit: "recipient" | "address", until: number, message: string): ResetLinkVerdict => {
        const retryAfterSeconds = secondsUntil(until, now);
        console.warn(`[password-reset] ${JSON.stringify({ event: "reset-link-refused", scope, recipient, address, limit, retryAfterSeconds })}`);
        return { allowed: false, retryAfterSeconds, message: `${message} Try again in ${waitInWords(until, now)}.` };
      };
      // The network first: a flood from one place does not use up the addresses' own counts.
      const fromNetwork = await takeAttempt(`${scope}:reset-link:address:${network}`, limits.address, now);
      if (!fromNetwork.allowed) return refuse("address", fromNetwork.resetAt, "Too many password reset requests from your network.");
      const forRecipient = await takeAttempt(`${scope}:reset-link:recipient:${recipient}`, limits.recipient, now);
      if (!forRecipient.allowed) {
        return refuse(
          "recipient",
          forRecipient.resetAt,
          `A link for ${recipient} was asked for ${limits.recipient.max} times in the last ${Math.round(limits.recipient.windowMs / MINUTE)} minutes: look for it in your inbox and spam folder.`,
        );
      }
      return { allowed: true };
    },
  };
}
