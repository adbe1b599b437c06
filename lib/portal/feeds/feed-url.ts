import { getPortalUrl } from "../portal-url";
import { FEED_FORMATS, type FeedFormat } from "./feed-formats";

/** A feed's secret address: the token, then the format's extension (calendars like an address ending .ics). */
export function feedUrl(token: string, format: FeedFormat): string {
  return `${getPortalUrl()}/api/feeds/${token}.${FEED_FORMATS[format].extension}`;
}
