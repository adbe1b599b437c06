import "server-only";
import { isTimeZone } from "@/lib/shared/format";
import { getSession } from "../session/get-session";

/** The signed-in member's time zone, or null until their browser has told it: the session's user carries it. */
export async function getTimeZone(): Promise<string | null> {
  const session = await getSession();
  const zone = session?.user.timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}
