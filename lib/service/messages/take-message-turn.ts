import type { AuthorSide } from "@/lib/contract/message";
import { ServiceError } from "../errors";
import { countApiRequest, forgetApiRequestsBefore } from "../limits/count-api-request";

/**
 * Messages one side of an account may post in a minute. Each message is an event to every
 * webhook of the account and a notice to the people behind them: a script posting in a
 * loop must not become a flood. A person writing, even quickly, stays far below.
 */
export const MESSAGE_LIMIT = { max: 30, windowMs: 60_000 } as const;

let swept = -1;

/**
 * Counts one message of `side` on the account in the current minute, in the API rate
 * limit's table (one upsert, so the limit holds across instances); past the limit, 429 in
 * words. Windows are the rate limit's own (minutes from the epoch), so clearing past ones
 * clears both.
 */
export async function takeMessageTurn(accountId: string, side: AuthorSide, now = Date.now()): Promise<void> {
  const bucket = Math.floor(now / MESSAGE_LIMIT.windowMs);
  if (bucket !== swept) {
    swept = bucket;
    forgetApiRequestsBefore(bucket).catch((error: unknown) => console.error("[messages] clearing past message counts:", error));
  }
  const count = await countApiRequest(`messages:${accountId}:${side}`, bucket);
  if (count <= MESSAGE_LIMIT.max) return;
  const seconds = Math.max(1, Math.ceil(((bucket + 1) * MESSAGE_LIMIT.windowMs - now) / 1000));
  const who = side === "AGENT" ? "the agent's side" : "the provider's side";
  throw new ServiceError(
    "TOO_MANY_REQUESTS",
    `${MESSAGE_LIMIT.max} messages were posted from ${who} of this account this minute, the most allowed. Try again in ${seconds} s.`,
    { headers: { "Retry-After": String(seconds) } },
  );
}
