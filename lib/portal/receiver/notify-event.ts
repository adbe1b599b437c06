import "server-only";
import type { DbTx } from "@/lib/db/prisma";
import { closureWords, describeEvent } from "../live/describe-event";
import type { NotificationKind } from "../notifications/notification-kinds";
import { enquiryUrl } from "../notifications/notification-links";
import { writeNotifications, type NotificationContent } from "../notifications/write-notifications";

/** An event of a provider's enquiry as the portal stores it: the provider's, or the portal's own CLIENT.CHOICE. */
export type StoredEvent = { organizationId: string; eventId: string; eventType: string; connectionId: string; serviceReference: string; data: unknown };

/** How much of a message an e-mail quotes: the rest is a click away. */
const QUOTED_CHARACTERS = 500;

function kindOf(eventType: string, data: unknown): NotificationKind | null {
  if (eventType === "QUOTE.CREATED") return "quote";
  // The agents' own messages tell nobody: they, or a colleague, wrote them.
  if (eventType === "MESSAGE.CREATED") return (data as { authorSide?: unknown } | null)?.authorSide === "PROVIDER" ? "message" : null;
  if (eventType === "CLIENT.CHOICE" || eventType === "CLIENT.APPROVAL") return "choice";
  if (eventType === "ENQUIRY.CLOSED") return "closed";
  if (eventType.startsWith("BOOKING.")) return "booking";
  return null;
}

/**
 * Tells the enquiry's sender and its followers of an event they may want to hear of, in
 * the transaction that stores the event: the notification exists exactly when the event
 * does, and an event delivered twice (stored once) is notified once. Returns whether an
 * e-mail was written (the caller calls signalMail() after the commit).
 */
export async function notifyEvent(tx: DbTx, event: StoredEvent): Promise<boolean> {
  const kind = kindOf(event.eventType, event.data);
  if (!kind) return false;
  const { organizationId, connectionId, serviceReference } = event;
  const provider = await tx.providerEnquiry.findUnique({
    where: { connectionId_serviceReference: { connectionId, serviceReference } },
    select: { organizationId: true, enquiry: { select: { reference: true, clientReference: true, placeLabel: true, createdById: true } } },
  });
  if (!provider || provider.organizationId !== organizationId) return false;
  const tracked = provider.enquiry;
  const followers = await tx.enquiryFollow.findMany({ where: { organizationId, serviceReference: tracked.reference }, select: { userId: true } });
  const connection = kind === "message" ? await tx.serviceConnection.findUnique({ where: { id: connectionId }, select: { name: true } }) : null;
  return writeNotifications(tx, {
    organizationId,
    kind,
    eventKey: `event:${event.eventId}`,
    userIds: [tracked.createdById, ...followers.map((f) => f.userId)],
    content: contentOf(kind, event, tracked, connection?.name ?? "The provider"),
  });
}

/** A message's words for an e-mail's one paragraph: on one line, cut at a word when long. */
export function quoteOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= QUOTED_CHARACTERS) return line;
  const cut = line.slice(0, QUOTED_CHARACTERS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), QUOTED_CHARACTERS / 2)).trimEnd()}…`;
}

function contentOf(kind: NotificationKind, event: StoredEvent, tracked: { reference: string; clientReference: string; placeLabel: string }, providerName: string): NotificationContent {
  const ref = tracked.clientReference || tracked.reference;
  const link = enquiryUrl(tracked.reference);
  const linkLabel = "Open the enquiry";
  const d = (event.data ?? {}) as {
    enquiryState?: { closureReason?: string | null } | null;
    propertyName?: string;
    unitName?: string;
    changed?: boolean;
    authorName?: string;
    text?: string;
    attachments?: unknown[];
  };
  switch (kind) {
    case "quote":
      return { subject: `New quote for ${ref}`, heading: `A quote arrived for ${ref}`, text: `The provider sent a quote for ${ref} (${tracked.placeLabel}).`, link, linkLabel: "See the quote" };
    case "message": {
      const who = d.authorName ? `${d.authorName} of ${providerName}` : providerName;
      const files = Array.isArray(d.attachments) && d.attachments.length > 0 ? ` ${d.attachments.length === 1 ? "A file is" : `${d.attachments.length} files are`} attached: open the conversation to see ${d.attachments.length === 1 ? "it" : "them"}.` : "";
      const words = typeof d.text === "string" && d.text.trim() ? `: “${quoteOf(d.text)}”` : ".";
      return {
        subject: `${providerName} wrote about ${ref}`,
        heading: `${providerName} wrote about ${ref}`,
        text: `${who} wrote about ${ref} (${tracked.placeLabel})${words}${files}`,
        link: `${link}#messages`,
        linkLabel: "Open the conversation",
      };
    }
    case "choice": {
      const option = [d.propertyName, d.unitName].filter(Boolean).join(" · ") || "an option";
      if (event.eventType === "CLIENT.APPROVAL") {
        const words = describeEvent(event.eventType, event.data);
        return { subject: `${words} (${ref})`, heading: `${words} (${ref})`, text: `On a share link of ${ref}: ${words.charAt(0).toLowerCase()}${words.slice(1)}.`, link, linkLabel };
      }
      return {
        subject: `Your client chose an option for ${ref}`,
        heading: `Your client chose for ${ref}`,
        text: `On a share link of ${ref}, your client ${d.changed ? "changed their choice to" : "chose"} ${option}.`,
        link,
        linkLabel,
      };
    }
    case "closed": {
      const reason = closureWords(d.enquiryState?.closureReason);
      return {
        subject: `${ref} was closed`,
        heading: `${ref} was closed`,
        text: `The provider closed ${ref} (${tracked.placeLabel}). ${reason ? `The reason given: ${reason}.` : "No reason was given."}`,
        link,
        linkLabel,
      };
    }
    default:
      return {
        subject: `Booking update for ${ref}`,
        heading: `Booking update for ${ref}`,
        text: `${describeEvent(event.eventType, event.data)} (${ref}, ${tracked.placeLabel}).`,
        link,
        linkLabel,
      };
  }
}
