import "server-only";
import { APIError, isAPIError } from "better-auth/api";

// What the limits on invitations and new organisations share as better-auth hooks: a
// count taken before the endpoint runs is held until after it, and taken back when the
// endpoint refused (the invitation or the organisation was not made after all). A request's
// before and after hooks see the same context object, which keys the hold.

const held = new WeakMap<object, () => Promise<void>>();

export function holdUntilSettled(ctx: { context: object }, giveBack: () => Promise<void>): void {
  held.set(ctx.context, giveBack);
}

export async function settle(ctx: { context: { returned?: unknown } }): Promise<void> {
  const giveBack = held.get(ctx.context);
  if (!giveBack) return;
  held.delete(ctx.context);
  if (isAPIError(ctx.context.returned)) await giveBack();
}

/** A refusal in words, as 429 with Retry-After from the HTTP endpoints, and the same message to the portal's pages. */
export function tooMany(code: string, verdict: { retryAfterSeconds: number; message: string }): APIError {
  return new APIError("TOO_MANY_REQUESTS", { code, message: verdict.message }, { "Retry-After": String(verdict.retryAfterSeconds) });
}
