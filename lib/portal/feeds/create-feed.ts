import "server-only";
import { randomUUID } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { assertClientAdmin, CLIENT_NOT_FOUND } from "../clients/client-access";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { hashShareToken, newShareToken } from "../share-links/share-token";
import { FEED_FORMATS, type FeedFormat } from "./feed-formats";
import { feedUrl } from "./feed-url";

/** The most working feeds a client has: enough for every system of theirs, not a leak's worth. */
export const MAX_FEEDS_PER_CLIENT = 10;

/**
 * A new secret address where the client's stays are read without signing in (admins). The
 * token is made as a share link's is (32 random bytes; only its SHA-256 kept) and returned
 * once, in the address, never stored.
 */
export async function createFeed(context: MemberContext, clientId: string, format: FeedFormat): Promise<{ url: string }> {
  assertClientAdmin(context);
  const organizationId = context.organization.id;
  const db = getPrisma();
  const client = await db.client.findFirst({ where: { id: clientId, organizationId }, select: { name: true, archivedAt: true } });
  if (!client) throw new PortalError("NOT_FOUND", CLIENT_NOT_FOUND);
  if (client.archivedAt) throw new PortalError("CONFLICT", `${client.name} is archived: restore it to make a feed.`);
  const working = await db.clientFeed.count({ where: { organizationId, clientId, revokedAt: null } });
  if (working >= MAX_FEEDS_PER_CLIENT) throw new PortalError("CONFLICT", `${client.name} has ${MAX_FEEDS_PER_CLIENT} feeds already: revoke one first.`);
  const token = newShareToken();
  const audit = await memberAudit(context, "feed-created", `${FEED_FORMATS[format].label} feed …${token.slice(-4)} made for ${client.name}.`);
  await db.$transaction(async (tx) => {
    await tx.clientFeed.create({
      data: { id: randomUUID(), organizationId, clientId, format, tokenHash: hashShareToken(token), tokenHint: token.slice(-4), createdById: context.user.id },
    });
    await recordAudit(audit, tx);
  });
  return { url: feedUrl(token, format) };
}
