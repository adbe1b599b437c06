import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** How long an unconfirmed account stands before a new sign-up for its address may replace it. */
export const REPLACE_UNCONFIRMED_AFTER_MINUTES = 5;

/**
 * Before a sign-up with e-mail confirmation: an account of this address that was never
 * confirmed, nor used (no membership, no live session), is removed, so that the sign-up
 * makes a fresh one and the newest sign-up wins. Whoever signed up first (perhaps not the
 * owner of the address) loses the password they chose, and their confirmation link stops
 * working, since it names the account it was made for. At most once every few minutes
 * per address, so that sign-ups sent in a loop cannot flood its mailbox with links; within
 * that time the sign-up is answered as for any taken address and the older link stands.
 * A confirmed account is never touched: its owner is told by e-mail instead
 * (account-mail.ts). Only called for a sign-up better-auth will go on to make.
 */
export async function replaceUnconfirmedAccount(email: string, now = Date.now()): Promise<void> {
  await getPrisma().portalUser.deleteMany({
    where: {
      email: email.toLowerCase(),
      emailVerified: false,
      createdAt: { lte: new Date(now - REPLACE_UNCONFIRMED_AFTER_MINUTES * 60_000) },
      members: { none: {} },
      sessions: { none: { expiresAt: { gt: new Date(now) } } },
    },
  });
}
