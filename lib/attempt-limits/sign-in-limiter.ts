import "server-only";
import { clearAttempts, clearAttemptsStartingWith, giveBackAttempt, readAttempts, rememberUntil, takeAttempt, UNLIMITED } from "@/lib/db/attempt-counters";
import { limitedNetwork } from "@/lib/net/client-address";
import { emailKey } from "./email-key";
import { secondsUntil, waitInWords } from "./wait-in-words";

// The one sign-in limiter of the portal and the back office, each under its own scope so
// that their accounts and counts never mix. Every attempt is counted BEFORE its password
// is checked and a success takes its count back: the counts are of failures, yet
// parallel attempts cannot slip past a limit while their passwords are being checked.
// Unknown e-mail addresses are counted exactly like accounts, so the answers never tell
// whether an account exists.

const MINUTE = 60_000;

export const SIGN_IN_LIMITS = {
  /** The hard limit: wrong passwords for one account from one address (an IPv6 /64). */
  accountFromAddress: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords from one address, whatever the accounts (stuffing, spraying). An
   * account's own address (below) is still checked beyond it, so that one person on an
   * office's shared address cannot keep out everyone who signs in from there; its wrong
   * passwords count here too, and `accountFromAddress` still bounds them.
   */
  address: { max: 20, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords for one account from anywhere (a guesser with many addresses). It
   * slows down, never locks: beyond `max` in the window, addresses the account has not
   * signed in from share one attempt per `oneEveryMs`; an address it signed in from
   * goes straight on, so nobody elsewhere can lock the owner out.
   */
  account: { max: 10, windowMs: 15 * MINUTE, oneEveryMs: MINUTE },
  /** How long an address the account signed in from counts as the owner's. */
  ownAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

export type SignInLimitReason = "account-from-address" | "address" | "account";

export type SignInVerdict =
  | { allowed: true }
  | { allowed: false; reason: SignInLimitReason; retryAfterSeconds: number; message: string };

export type SignInLimiter = {
  /** Counts an attempt before its password is checked; refused ones are not checked at all. */
  attempt(email: string, address: string, now?: number): Promise<SignInVerdict>;
  /** The password was wrong (or the account unknown): the count stands, and it is logged. */
  failed(email: string, address: string): void;
  /** Signed in: the attempt is taken back and the address becomes the owner's. */
  succeeded(email: string, address: string, now?: number): Promise<void>;
  /** The address becomes the owner's without an attempt to take back (a new account's). */
  rememberAddress(email: string, address: string, now?: number): Promise<void>;
  /** The owner proved themselves another way (a password reset through their mailbox): every count of the account starts afresh. */
  forgetAccount(email: string): Promise<void>;
};

const MESSAGES: Record<SignInLimitReason, string> = {
  "account-from-address": "Too many sign-in attempts for this account.",
  address: "Too many sign-in attempts from your network.",
  account: "Too many sign-in attempts for this account from elsewhere.",
};

export function signInLimiter(scope: "portal" | "backoffice", limits = SIGN_IN_LIMITS): SignInLimiter {
  const keysOf = (email: string, address: string) => {
    const account = emailKey(email);
    const network = limitedNetwork(address);
    const prefix = `${scope}:sign-in`;
    return {
      account,
      accountFromAddress: `${prefix}:account-address:${account} ${network}`,
      address: `${prefix}:address:${network}`,
      accountAnywhere: `${prefix}:account:${account}`,
      accountTurn: `${prefix}:account-turn:${account}`,
      ownAddress: `${prefix}:own-address:${account} ${network}`,
    };
  };

  // Counted without a limit of its own: past `account.max` it only decides who waits a turn.
  const countAnywhere = { max: UNLIMITED, windowMs: limits.account.windowMs };

  return {
    async attempt(email, address, now = Date.now()) {
      const keys = keysOf(email, address);
      const refuse = (reason: SignInLimitReason, until: number): SignInVerdict => {
        const retryAfterSeconds = secondsUntil(until, now);
        log("sign-in-refused", { scope, account: keys.account, address, limit: reason, retryAfterSeconds });
        return { allowed: false, reason, retryAfterSeconds, message: `${MESSAGES[reason]} Try again in ${waitInWords(until, now)}.` };
      };

      const pair = await takeAttempt(keys.accountFromAddress, limits.accountFromAddress, now);
      if (!pair.allowed) return refuse("account-from-address", pair.resetAt);
      const [network, own] = await Promise.all([takeAttempt(keys.address, limits.address, now), readAttempts(keys.ownAddress, now).then((n) => n > 0)]);
      if (!network.allowed && !own) {
        await giveBackAttempt(keys.accountFromAddress, limits.accountFromAddress, now);
        return refuse("address", network.resetAt);
      }
      const anywhere = await takeAttempt(keys.accountAnywhere, countAnywhere, now);
      if (anywhere.count > limits.account.max && !own) {
        const turn = await takeAttempt(keys.accountTurn, { max: 1, windowMs: limits.account.oneEveryMs }, now);
        if (!turn.allowed) {
          // Not checked, so not a failure: an impatient owner cannot lock their own address.
          await Promise.all([
            giveBackAttempt(keys.accountFromAddress, limits.accountFromAddress, now),
            giveBackAttempt(keys.address, limits.address, now),
            giveBackAttempt(keys.accountAnywhere, countAnywhere, now),
          ]);
          // The turn was opened by an attempt that may have started a moment after this one:
          // it is a minute from now at most, whatever its clock said.
          return refuse("account", Math.min(turn.resetAt, now + limits.account.oneEveryMs));
        }
      }
      return { allowed: true };
    },

    failed(email, address) {
      const { account } = keysOf(email, address);
      log("sign-in-failed", { scope, account, address });
    },

    async succeeded(email, address, now = Date.now()) {
      const keys = keysOf(email, address);
      // Past its limit the address's count was not raised by an own address's attempt, and
      // taking one back would give a stranger there another guess.
      const full = (await readAttempts(keys.address, now)) > limits.address.max;
      await Promise.all([
        clearAttempts(keys.accountFromAddress),
        full ? undefined : giveBackAttempt(keys.address, limits.address, now),
        giveBackAttempt(keys.accountAnywhere, countAnywhere, now),
        rememberUntil(keys.ownAddress, now + limits.ownAddressMs),
      ]);
    },

    async rememberAddress(email, address, now = Date.now()) {
      await rememberUntil(keysOf(email, address).ownAddress, now + limits.ownAddressMs);
    },

    async forgetAccount(email) {
      const keys = keysOf(email, "");
      await Promise.all([
        clearAttemptsStartingWith(`${scope}:sign-in:account-address:${keys.account} `),
        clearAttempts(keys.accountAnywhere),
        clearAttempts(keys.accountTurn),
      ]);
    },
  };
}

// One JSON object per line after the tag, for log tools; never the password.
function log(event: "sign-in-failed" | "sign-in-refused", fields: Record<string, string | number>): void {
  console.warn(`[sign-in] ${JSON.stringify({ event, ...fields })}`);
}
