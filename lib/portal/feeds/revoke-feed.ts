import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { assertClientAdmin } from "../clients/client-access";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { FEED_FORMATS, isFeedFormat } from "./feed-formats";
import { FEED_NOT_FOUND } from "./rotate-feed";

/** Ends a feed at once (admins): its address answers 404 from now on. Revoking it twice is not an error. */
export async function revokeFeed(context: MemberContext, clientId: string, feedId: string): Promise<void> {
  assertClientAdmin(context);
  const organizationId = context.organization.id;
  const db = getPrisma();
  const feed = await db.clientFeed.findFirst({ where: { id: feedId, clientId, organizationId }, select: { format: true, tokenHint: true, revokedAt: true, client: { select: { name: true } } } });
  if (!feed || !isFeedFormat(feed.format)) throw new PortalError("NOT_FOUND", FEED_NOT_FOUND);
  if (feed.revokedAt) return;
  const audit = await memberAudit(context, "feed-revoked", `${FEED_FORMATS[feed.format].label} feed …${feed.tokenHint} of ${feed.client.name} revoked.`);
  await db.$transaction(async (tx) => {
    const { count } = await tx.clientFeed.updateMany({ where: { id: feedId, organizationId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (count > 0) await recordAudit(audit, tx);
  });
}
