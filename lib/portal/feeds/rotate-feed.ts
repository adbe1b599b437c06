import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { assertClientAdmin } from "../clients/client-access";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { hashShareToken, newShareToken } from "../share-links/share-token";
import { FEED_FORMATS, isFeedFormat } from "./feed-formats";
import { feedUrl } from "./feed-url";

export const FEED_NOT_FOUND = "That feed does not exist or was revoked.";

/** A new secret address for a feed (admins): the old one answers 404 from now on; the new one is returned once. */
export async function rotateFeed(context: MemberContext, clientId: string, feedId: string): Promise<{ url: string }> {
  assertClientAdmin(context);
  const organizationId = context.organization.id;
  const db = getPrisma();
  const feed = await db.clientFeed.findFirst({ where: { id: feedId, clientId, organizationId, revokedAt: null }, select: { format: true, tokenHash: true, tokenHint: true, client: { select: { name: true } } } });
  if (!feed || !isFeedFormat(feed.format)) throw new PortalError("NOT_FOUND", FEED_NOT_FOUND);
  const token = newShareToken();
  const audit = await memberAudit(context, "feed-rotated", `${FEED_FORMATS[feed.format].label} feed …${feed.tokenHint} of ${feed.client.name} given a new address, …${token.slice(-4)}.`);
  await db.$transaction(async (tx) => {
    // Two admins at once: the first change lands; the other finds the token changed and is told the feed is gone.
    const { count } = await tx.clientFeed.updateMany({
      where: { id: feedId, organizationId, revokedAt: null, tokenHash: feed.tokenHash },
      data: { tokenHash: hashShareToken(token), tokenHint: token.slice(-4), rotatedAt: new Date() },
    });
    if (count === 0) throw new PortalError("CONFLICT", "Someone changed or revoked that feed a moment ago: reload the page to see it as it is.");
    await recordAudit(audit, tx);
  });
  return { url: feedUrl(token, feed.format) };
}
