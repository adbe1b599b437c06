import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { isTimeZone } from "@/lib/shared/format";
import { PortalError } from "../errors";

/** The member's choice in their account settings. */
export async function setTimeZone(userId: string, zone: string): Promise<void> {
  if (!isTimeZone(zone)) throw new PortalError("INVALID", "Choose a time zone from the list.", { timeZone: ["Choose a time zone from the list."] });
  await getPrisma().portalUser.update({ where: { id: userId }, data: { timeZone: zone } });
}

/** The browser's zone, kept only while the member has none: a choice made in settings is never overwritten. */
export async function rememberBrowserTimeZone(userId: string, zone: string): Promise<void> {
  if (!isTimeZone(zone)) return;
  await getPrisma().portalUser.updateMany({ where: { id: userId, timeZone: null }, data: { timeZone: zone } });
}
