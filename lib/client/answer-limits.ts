import type { z } from "zod";
import { AmendmentListQuery } from "@/lib/contract/amendment";
import { MAX_CHANGES_PER_BOOKING } from "@/lib/contract/booking-change";
import { MAX_ATTACHMENT_BYTES, MessageListQuery } from "@/lib/contract/message";
import { ListQuotesQuery } from "@/lib/contract/quote";
import { DeliveryListQuery } from "@/lib/contract/webhook";

// How much of an answer the client reads, per operation. The base URL is an admin's
// choice, so the server behind it may answer anything: without a limit one answer of a
// few hundred megabytes fills this process's memory and stalls its event loop for every
// organisation. Each limit is the largest answer the service itself can give to that
// operation, with room for a provider whose texts run longer. Counted after
// decompression.

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * Of an error's body only this much is read: room for a problem with its field errors.
 * A longer body is treated as no problem body at all (the status alone counts).
 */
export const ERROR_BODY_BYTES = 8 * KIB;

/**
 * One resource or a short list: an enquiry (at most 50 requirements of 2,000 characters,
 * under the 1 MiB the service accepts in a request), the webhooks (at most 5), the
 * verification key, a provisioned account. Operations without a limit of their own.
 */
export const RESOURCE_BYTES = 1 * MIB;

/** The service's OpenAPI document, about 90 KB today. */
export const OPENAPI_DOCUMENT_BYTES = 4 * MIB;

/**
 * One quote. The largest the built-in service makes is about 60 KB (five properties with
 * every unit, for one guest); a specialist's texts add at most a few KB. Twice that.
 */
export const QUOTE_BYTES = 128 * KIB;

/**
 * One delivery of the log: its attempts (six, and any manual retries), each with the
 * first 2 KB of the receiver's answer (up to six times that once escaped in JSON).
 */
export const DELIVERY_BYTES = 64 * KIB;

/**
 * One message: 10,000 characters of text (up to six bytes each once escaped in JSON) and
 * five attachments' descriptions.
 */
export const MESSAGE_BYTES = 64 * KIB;

/**
 * One amendment: every detail before and after, 50 requirements of 2,000 characters each
 * way at the most (up to six bytes a character once escaped in JSON) and the lead guest.
 */
export const AMENDMENT_BYTES = 1280 * KIB;

/**
 * One change of a booking: a note and a decline reason of 1,000 characters each, the lead
 * guest asked for, the author's name (up to six bytes a character once escaped in JSON),
 * and the answer's price.
 */
export const BOOKING_CHANGE_BYTES = 32 * KIB;

/** One version of a booking: its lead guest and guests, and its price with up to 20 charges of 200 characters. */
const BOOKING_VERSION_BYTES = 48 * KIB;

/** A booking's changes (at most MAX_CHANGES_PER_BOOKING) and its versions (one more: version 1). */
export const BOOKING_CHANGE_HISTORY_BYTES = 16 * KIB + MAX_CHANGES_PER_BOOKING * BOOKING_CHANGE_BYTES + (MAX_CHANGES_PER_BOOKING + 1) * BOOKING_VERSION_BYTES;

/** A file of a message: the largest the service accepts. */
export const ATTACHMENT_BYTES = MAX_ATTACHMENT_BYTES;

/** A page's links and cursors. */
const PAGE_ENVELOPE_BYTES = 16 * KIB;

/** The limit for a page of quotes of this page size (the service's default when absent). */
export function quotePageBytes(pageSize: unknown): number {
  return PAGE_ENVELOPE_BYTES + QUOTE_BYTES * pageSizeAsRead(ListQuotesQuery.shape.pageSize, pageSize);
}

/** The limit for a page of the delivery log of this page size. */
export function deliveryPageBytes(pageSize: unknown): number {
  return PAGE_ENVELOPE_BYTES + DELIVERY_BYTES * pageSizeAsRead(DeliveryListQuery.shape.pageSize, pageSize);
}

/** The limit for a page of an enquiry's messages of this page size. */
export function messagePageBytes(pageSize: unknown): number {
  return PAGE_ENVELOPE_BYTES + MESSAGE_BYTES * pageSizeAsRead(MessageListQuery.shape.pageSize, pageSize);
}

/** The limit for a page of an enquiry's amendments of this page size. */
export function amendmentPageBytes(pageSize: unknown): number {
  return PAGE_ENVELOPE_BYTES + AMENDMENT_BYTES * pageSizeAsRead(AmendmentListQuery.shape.pageSize, pageSize);
}

/** The pageSize parameter of a relative link such as a page's `next`. */
export function pageSizeOfLink(link: string): string | undefined {
  const query = link.indexOf("?");
  return query < 0 ? undefined : (new URLSearchParams(link.slice(query + 1)).get("pageSize") ?? undefined);
}

// The page size as the service reads the parameter. One it would refuse is answered with
// a 400 (whose body has its own limit), so any bound does; the largest page is the safe one.
function pageSizeAsRead(schema: z.ZodType<number, unknown>, value: unknown): number {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : 100;
}
