import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { recordAudit, requestAddress } from "../audit/record-audit";
import { hashShareToken, isShareTokenShape } from "../share-links/share-token";
import { findBookedStays, LIVE_STAY_STATES } from "../whereabouts/booked-stays";
import { todayIn } from "../whereabouts/stay-range";
import { FEED_FORMATS, isFeedFormat, type FeedFormat } from "./feed-formats";
import { renderFeed } from "./render-feed";

/** How far back a feed reaches: stays that ended in the last 90 days, and every one still to come. */
export const FEED_PAST_DAYS = 90;
/** The most stays a feed holds. */
export const FEED_LIMIT = 1000;
/** A feed's reads are written to the audit trail at most once an hour each: a calendar polls often. */
const LOG_EVERY_MS = 3_600_000;

export type FeedBody = { format: FeedFormat; contentType: string; fileName: string; body: string };

/**
 * What a feed's secret address answers: the client's stays (its organisation's only) in the
 * feed's format, or null for an address that is not a working feed (malformed, guessed,
 * rotated away, revoked, another format's extension): the route says 404 and nothing more.
 * Cancelled stays stay in the feed so that calendars drop them (STATUS:CANCELLED).
 */
export async function readFeed(file: string, now: Date = new Date()): Promise<FeedBody | null> {
  const dot = file.lastIndexOf(".");
  const token = dot === -1 ? file : file.slice(0, dot);
  const extension = dot === -1 ? "" : file.slice(dot + 1);
  if (!isShareTokenShape(token)) return null;
  const db = getPrisma();
  const feed = await db.clientFeed.findUnique({
    where: { tokenHash: hashShareToken(token) },
    select: { id: true, organizationId: true, clientId: true, format: true, tokenHint: true, revokedAt: true, client: { select: { name: true, organizationId: true } } },
  });
  if (!feed || feed.revokedAt || !isFeedFormat(feed.format) || feed.client.organizationId !== feed.organizationId) return null;
  if (extension !== FEED_FORMATS[feed.format].extension) return null;

  const since = todayIn(null, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000));
  const stays = await findBookedStays(feed.organizationId, { clientId: feed.clientId, state: { in: [...LIVE_STAY_STATES, "BOOKING_CANCELLED"] }, checkOut: { gte: since } }, FEED_LIMIT);
  const body = await renderFeed(feed.format, feed.client.name, stays);

  await db.clientFeed.update({ where: { id: feed.id }, data: { lastReadAt: now } });
  const { count } = await db.clientFeed.updateMany({
    where: { id: feed.id, OR: [{ loggedAt: null }, { loggedAt: { lte: new Date(now.getTime() - LOG_EVERY_MS) } }] },
    data: { loggedAt: now },
  });
  if (count > 0) {
    const label = FEED_FORMATS[feed.format].label;
    await recordAudit({
      organizationId: feed.organizationId,
      actor: { id: null, name: `${label} feed …${feed.tokenHint}` },
      kind: "feed-read",
      summary: `${label} feed …${feed.tokenHint} of ${feed.client.name} read (${stays.length} ${stays.length === 1 ? "stay" : "stays"}); further reads within the hour are not listed.`,
      address: await requestAddress(),
    });
  }
  const slug = feed.client.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "client";
  return { format: feed.format, contentType: FEED_FORMATS[feed.format].contentType, fileName: `${slug}-stays.${FEED_FORMATS[feed.format].extension}`, body };
}
