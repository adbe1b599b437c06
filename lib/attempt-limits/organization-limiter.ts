import "server-only";
import { giveBackAttempt, takeAttempt } from "@/lib/db/attempt-counters";
import { getEnv } from "@/lib/env";
import { secondsUntil, waitInWords } from "./wait-in-words";

// New organisations per account. An organisation's name is chosen by whoever makes it and
// goes into its invitations; the invitations are limited per person as well, so more
// organisations bring no more mail, but each one still costs a sandbox account and a place
// for words of the creator's choosing. A second agency or a test organisation fits easily.

const DAY_MS = 24 * 60 * 60_000;

/** The limit in force: ORGANIZATIONS_PER_ACCOUNT_PER_DAY (5 unless set) in 24 hours. */
export function organizationLimits() {
  return { account: { max: getEnv().ORGANIZATIONS_PER_ACCOUNT_PER_DAY, windowMs: DAY_MS } };
}

export type OrganizationVerdict =
  | { allowed: true; /** The organisation was not made after all. */ giveBack: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number; message: string };

export function organizationLimiter(fixed?: ReturnType<typeof organizationLimits>) {
  return {
    /** Counts one new organisation of `userId` before it is created. */
    async take(userId: string, now = Date.now()): Promise<OrganizationVerdict> {
      const limits = fixed ?? organizationLimits();
      const key = `portal:organization:account:${userId}`;
      const take = await takeAttempt(key, limits.account, now);
      if (take.allowed) return { allowed: true, giveBack: () => giveBackAttempt(key, limits.account) };
      const retryAfterSeconds = secondsUntil(take.resetAt, now);
      console.warn(`[organizations] ${JSON.stringify({ event: "organization-refused", user: userId, retryAfterSeconds })}`);
      const hours = Math.round(limits.account.windowMs / 3_600_000);
      return {
        allowed: false,
        retryAfterSeconds,
        message: `You have created ${limits.account.max} organisations in the last ${hours} hours, the most one account may create in that time. Try again in ${waitInWords(take.resetAt, now)}.`,
      };
    },
  };
}
