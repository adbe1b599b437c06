import "server-only";
import { cache } from "react";
import { getPrisma } from "@/lib/db/prisma";
import { isTimeZone } from "@/lib/shared/format";
import { getSession } from "../session/get-session";

/** The signed-in member's time zone, or null until their browser has told it; read once per request. */
export const getTimeZone = cache(async (): Promise<string | null> => {
  const session = await getSession();
  if (!session) return null;
  const user = await getPrisma().portalUser.findUnique({ where: { id: session.user.id }, select: { timeZone: true } });
  return user?.timeZone && isTimeZone(user.timeZone) ? user.timeZone : null;
});
