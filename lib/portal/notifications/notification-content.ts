import { safeNextPath } from "../safe-next-path";
import type { NotificationContent } from "./write-notifications";

// A stored notification's words are the e-mail's own (write-notifications.ts keeps them
// in `data`): the list shows them as they were sent, never a second wording.

/** The words of a stored notification, or null when its data is not what we write. */
export function readNotificationContent(data: string): NotificationContent | null {
  try {
    const value = JSON.parse(data) as Partial<Record<keyof NotificationContent, unknown>>;
    const { subject, heading, text, link, linkLabel } = value;
    if (typeof subject !== "string" || typeof heading !== "string" || typeof text !== "string" || typeof link !== "string") return null;
    return { subject, heading, text, link, linkLabel: typeof linkLabel === "string" ? linkLabel : "Open" };
  } catch {
    return null;
  }
}

/**
 * Where a notification's link leads inside the portal: its path, query and fragment. The
 * e-mail's link is absolute, on the portal's address when it was written; the path is
 * taken whatever that address was (it may have changed since), and anything that would
 * leave the portal is refused.
 */
export function notificationPath(link: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  return safeNextPath(`${url.pathname}${url.search}${url.hash}`, origin) ?? null;
}
