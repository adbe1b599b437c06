import "server-only";
import { takeAttempt } from "@/lib/db/attempt-counters";
import { limitedNetwork } from "@/lib/net/client-address";
import { secondsUntil, waitInWords } from "./wait-in-words";

// Choices sent through share links. Anyone holding a link may post one without a session,
// and each new choice e-mails the enquiry's sender and followers and is passed on to the
// provider with the agency's key: a link must not become a way to flood a mailbox or to
// spend the agency's allowance at the provider. A client chooses a few times at most (and
// may change their mind, add a note); the numbers leave them plenty of room.

const MINUTE = 60_000;

export const SHARE_CHOICE_LIMITS = {
  /** Choices sent through one link, from anywhere: a handful while deciding. */
  link: { max: 5, windowMs: 10 * MINUTE },
  /** Choices sent through one link in a day: bounds what a leaked link can mail. */
  linkDay: { max: 20, windowMs: 24 * 60 * MINUTE },
  /** Choices sent from one client address (an IPv6 /64), whatever the links. */
  address: { max: 30, windowMs: 60 * MINUTE },
} as const;

export type ShareChoiceLimit = "link" | "link-day" | "address";

export type ShareChoiceVerdict = { allowed: true } | { allowed: false; limit: ShareChoiceLimit; retryAfterSeconds: number; message: string };

const MESSAGES: Record<ShareChoiceLimit, string> = {
  link: "Too many choices were sent from this link in the last few minutes, so this one was not saved.",
  "link-day": "Too many choices were sent from this link today, so this one was not saved.",
  address: "Too many choices were sent from your network in the last hour, so this one was not saved.",
};

export function shareChoiceLimiter(limits = SHARE_CHOICE_LIMITS) {
  return {
    /** Counts a choice on the link `linkId` from `address` before anything is read or written. */
    async attempt(linkId: string, address: string, now = Date.now()): Promise<ShareChoiceVerdict> {
      const refuse = (limit: ShareChoiceLimit, until: number): ShareChoiceVerdict => {
        const retryAfterSeconds = secondsUntil(until, now);
        console.warn(`[share-choice] ${JSON.stringify({ event: "share-choice-refused", link: linkId, address, limit, retryAfterSeconds })}`);
        return { allowed: false, limit, retryAfterSeconds, message: `${MESSAGES[limit]} Try again in ${waitInWords(until, now)}.` };
      };
      // The network first: a flood from one place does not use up the link's own counts.
      const fromNetwork = await takeAttempt(`portal:share-choice:address:${limitedNetwork(address)}`, limits.address, now);
      if (!fromNetwork.allowed) return refuse("address", fromNetwork.resetAt);
      const onLink = await takeAttempt(`portal:share-choice:link:${linkId}`, limits.link, now);
      if (!onLink.allowed) return refuse("link", onLink.resetAt);
      const onLinkToday = await takeAttempt(`portal:share-choice:link-day:${linkId}`, limits.linkDay, now);
      if (!onLinkToday.allowed) return refuse("link-day", onLinkToday.resetAt);
      return { allowed: true };
    },
  };
}
