import { z } from "zod";
import { AmendmentListResponse, AmendmentResponse, type AmendEnquiryRequest, type AmendmentListQuery, type EnquiryAmendment } from "@/lib/contract/amendment";
import {
  BookingChangeHistoryResponse,
  BookingChangeResponse,
  type BookingChange,
  type BookingChangeHistory,
  type RequestBookingChangeRequest,
} from "@/lib/contract/booking-change";
import { AccountProfileResponse, type AccountProfile, type AccountProfileRequest } from "@/lib/contract/account-profile";
import { ClientPreferenceResponse, type ClientPreference, type ClientPreferenceRequest } from "@/lib/contract/client-preference";
import { EnquiryResponse, type CreateEnquiryRequest, type Enquiry } from "@/lib/contract/enquiry";
import {
  ATTACHMENT_TYPES,
  AttachmentResponse,
  MessageListResponse,
  MessageResponse,
  type AttachmentType,
  type CreateMessageRequest,
  type Message,
  type MessageAttachment,
  type MessageListQuery,
} from "@/lib/contract/message";
import { ReceivedQuoteListResponse, type ListQuotesQuery } from "@/lib/contract/quote";
import type { EventType } from "@/lib/contract/event";
import type { ChangeStateRequest } from "@/lib/contract/sandbox";
import {
  DeliveryListResponse,
  DeliveryResponse,
  VerificationKeyResponse,
  WebhookListResponse,
  WebhookRequest,
  WebhookResponse,
  type Delivery,
  type DeliveryListQuery,
  type Webhook,
} from "@/lib/contract/webhook";
import { AMENDMENT_BYTES, ATTACHMENT_BYTES, BOOKING_CHANGE_BYTES, BOOKING_CHANGE_HISTORY_BYTES, amendmentPageBytes, deliveryPageBytes, messagePageBytes, pageSizeOfLink, quotePageBytes } from "./answer-limits";
import { ServiceResponseError } from "./errors";
import { parseBaseUrl, send, sendForFile, type HttpConfig } from "./http";
import { createVersionedAnswers } from "./versioned-answers";

export type ServiceClientOptions = {
  /** Origin (and optional path prefix) of the service, e.g. https://sandbox.example.com. */
  baseUrl: string;
  /** Sent as X-Api-Key. */
  apiKey: string;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
};

export type CallOptions = { signal?: AbortSignal };
export type QuotesQuery = Partial<ListQuotesQuery>;
/** A page of quotes as received: a charge's `grossCost` may be missing (see lib/contract/quote.ts). */
export type QuotePage = z.infer<typeof ReceivedQuoteListResponse>;
export type VerificationKey = z.infer<typeof VerificationKeyResponse>["data"];
/** A webhook as callers write it: `events` and `description` may be left to their defaults. */
export type WebhookInput = z.input<typeof WebhookRequest>;
export type DeliveryPage = z.infer<typeof DeliveryListResponse>;
export type DeliveriesQuery = Partial<DeliveryListQuery>;
export type MessagesQuery = Partial<MessageListQuery>;
export type MessagePage = z.infer<typeof MessageListResponse>;
/** The same key again (this account, this enquiry) answers the first message instead of posting another. */
export type PostMessageOptions = CallOptions & { idempotencyKey?: string };
export type AmendmentsQuery = Partial<AmendmentListQuery>;
export type AmendmentPage = z.infer<typeof AmendmentListResponse>;
/** The same key again (this account, this enquiry) answers the first amendment instead of making another. */
export type AmendEnquiryOptions = CallOptions & { idempotencyKey?: string };
/** The same key again (this account, this booking) answers the first change instead of asking another. */
export type RequestBookingChangeOptions = CallOptions & { idempotencyKey?: string };
/** A message's file as downloaded: the type the provider detected, and the name it was uploaded under. */
export type AttachmentFile = { bytes: Uint8Array; contentType: AttachmentType; filename: string };

const V1 = "/external-api/v1";

// Pages of quotes as last parsed, by key and URL: a sent quote never changes (the service
// versions its pages), and the portal reads the same pages on every view of an enquiry.
const quotePages = createVersionedAnswers(32 * 1024 * 1024);
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A typed client of the v1 API for one key. Responses are checked against the
 * lib/contract schemas; failures are ServiceClientErrors (see ./errors). A GET is retried
 * once after a network failure; nothing else is. A base URL with credentials, a query or
 * a fragment (even an empty one) is refused with a TypeError.
 */
export function createServiceClient(options: ServiceClientOptions) {
  parseBaseUrl(options.baseUrl); // a TypeError now rather than at the first call
  const config: HttpConfig = {
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { "x-api-key": options.apiKey },
    fetch: options.fetch ?? fetch,
  };
  const id = (value: string) => encodeURIComponent(value);

  return {
    // ------------------------------------------------------------------ enquiries

    /** POST /enquiries. Never retried: a second attempt could create a second enquiry. */
    async createEnquiry(input: CreateEnquiryRequest, call: CallOptions = {}): Promise<Enquiry> {
      return (await send(config, { method: "POST", path: `${V1}/enquiries`, body: input, signal: call.signal }, EnquiryResponse)).data;
    },

    /** GET /enquiries/{id}, by serviceReference or externalId. */
    async getEnquiry(enquiryId: string, call: CallOptions = {}): Promise<Enquiry> {
      return (await send(config, { method: "GET", path: `${V1}/enquiries/${id(enquiryId)}`, signal: call.signal }, EnquiryResponse)).data;
    },

    /**
     * PUT /enquiries/{id}/client-preference (extension): the option the client prefers.
     * A provider without the extension answers 404 (a ServiceProblemError). Never retried.
     */
    async setClientPreference(enquiryId: string, input: ClientPreferenceRequest, call: CallOptions = {}): Promise<ClientPreference> {
      const req = { method: "PUT", path: `${V1}/enquiries/${id(enquiryId)}/client-preference`, body: input, signal: call.signal } as const;
      return (await send(config, req, ClientPreferenceResponse)).data;
    },

    /**
     * POST /enquiries/{id}/withdrawal (extension): the client no longer needs the enquiry,
     * which the provider closes; idempotent. A provider without the extension answers 404,
     * 405 or 501 (a ServiceProblemError).
     */
    async withdrawEnquiry(enquiryId: string, call: CallOptions = {}): Promise<Enquiry> {
      return (await send(config, { method: "POST", path: `${V1}/enquiries/${id(enquiryId)}/withdrawal`, signal: call.signal }, EnquiryResponse)).data;
    },

    // ------------------------------------------------------------------ amendments (extension)
    // A provider without the extension answers these 404, 405 or 501: isExtensionMissing(error) tells.

    /**
     * POST /enquiries/{id}/amendments: changes an open enquiry's dates, guests, requirements
     * or lead guest. Not retried by itself; with an `idempotencyKey` the caller may send it
     * again safely (after a timeout, say): it is the same amendment.
     */
    async amendEnquiry(enquiryId: string, input: AmendEnquiryRequest, call: AmendEnquiryOptions = {}): Promise<EnquiryAmendment> {
      const headers = call.idempotencyKey === undefined ? undefined : { "idempotency-key": call.idempotencyKey };
      const req = { method: "POST", path: `${V1}/enquiries/${id(enquiryId)}/amendments`, body: input, headers, signal: call.signal, maxBytes: AMENDMENT_BYTES } as const;
      return (await send(config, req, AmendmentResponse)).data;
    },

    /** GET /enquiries/{id}/amendments: newest first; pass `pagination.next`'s cursor to go on. */
    async listAmendments(enquiryId: string, query: AmendmentsQuery = {}, call: CallOptions = {}): Promise<AmendmentPage> {
      const req = { method: "GET", path: `${V1}/enquiries/${id(enquiryId)}/amendments`, query: { ...query }, signal: call.signal, maxBytes: amendmentPageBytes(query.pageSize) } as const;
      return send(config, req, AmendmentListResponse);
    },

    // ------------------------------------------------------------------ booking changes (extension)
    // A provider without the extension answers these 404, 405 or 501: isExtensionMissing(error) tells.

    /**
     * POST /bookings/{id}/changes: asks the provider to extend or shorten a booking, change
     * its guests or lead guest, or cancel it; `bookingId` is the quote's bookedQuoteItem.bookingId.
     * Not retried by itself; with an `idempotencyKey` the caller may send it again safely
     * (after a timeout, say): it is the same change.
     */
    async requestBookingChange(bookingId: string, input: RequestBookingChangeRequest, call: RequestBookingChangeOptions = {}): Promise<BookingChange> {
      const headers = call.idempotencyKey === undefined ? undefined : { "idempotency-key": call.idempotencyKey };
      const req = { method: "POST", path: `${V1}/bookings/${id(bookingId)}/changes`, body: input, headers, signal: call.signal, maxBytes: BOOKING_CHANGE_BYTES } as const;
      return (await send(config, req, BookingChangeResponse)).data;
    },

    /** GET /bookings/{id}/changes: the booking's state, its changes (newest first) and its versions (oldest first), each with its price. */
    async listBookingChanges(bookingId: string, call: CallOptions = {}): Promise<BookingChangeHistory> {
      const req = { method: "GET", path: `${V1}/bookings/${id(bookingId)}/changes`, signal: call.signal, maxBytes: BOOKING_CHANGE_HISTORY_BYTES } as const;
      return (await send(config, req, BookingChangeHistoryResponse)).data;
    },

    /** POST /bookings/{id}/changes/{changeId}/withdrawal: takes back a change still waiting for the provider's answer; idempotent. */
    async withdrawBookingChange(bookingId: string, changeId: string, call: CallOptions = {}): Promise<BookingChange> {
      const req = { method: "POST", path: `${V1}/bookings/${id(bookingId)}/changes/${id(changeId)}/withdrawal`, signal: call.signal, maxBytes: BOOKING_CHANGE_BYTES } as const;
      return (await send(config, req, BookingChangeResponse)).data;
    },

    // ------------------------------------------------------------------ messages (extension)
    // A provider without the extension answers these 404, 405 or 501: isExtensionMissing(error) tells.

    /** GET /enquiries/{id}/messages: newest first; pass `pagination.next`'s cursor to go on. */
    async listMessages(enquiryId: string, query: MessagesQuery = {}, call: CallOptions = {}): Promise<MessagePage> {
      const req = { method: "GET", path: `${V1}/enquiries/${id(enquiryId)}/messages`, query: { ...query }, signal: call.signal, maxBytes: messagePageBytes(query.pageSize) } as const;
      return send(config, req, MessageListResponse);
    },

    /**
     * POST /enquiries/{id}/messages. Not retried by itself; with an `idempotencyKey` the
     * caller may send it again safely (after a timeout, say): it is the same message.
     */
    async postMessage(enquiryId: string, input: CreateMessageRequest, call: PostMessageOptions = {}): Promise<Message> {
      const headers = call.idempotencyKey === undefined ? undefined : { "idempotency-key": call.idempotencyKey };
      const req = { method: "POST", path: `${V1}/enquiries/${id(enquiryId)}/messages`, body: input, headers, signal: call.signal } as const;
      return (await send(config, req, MessageResponse)).data;
    },

    /** POST /enquiries/{id}/attachments: a file (at most 10 MB) for a message to come; send its id in `attachmentIds`. Never retried. */
    async uploadAttachment(enquiryId: string, file: { filename: string; bytes: Uint8Array }, call: CallOptions = {}): Promise<MessageAttachment> {
      const req = {
        method: "POST",
        path: `${V1}/enquiries/${id(enquiryId)}/attachments`,
        query: { filename: file.filename },
        rawBody: { bytes: file.bytes, contentType: "application/octet-stream" },
        signal: call.signal,
      } as const;
      return (await send(config, req, AttachmentResponse)).data;
    },

    /**
     * GET /enquiries/{id}/attachments/{attachmentId}: the file's bytes (read up to 10 MB),
     * its type and its name. A type other than the four a message may carry is refused
     * (a ServiceResponseError), so that nothing else is passed on as an attachment.
     */
    async downloadAttachment(enquiryId: string, attachmentId: string, call: CallOptions = {}): Promise<AttachmentFile> {
      const path = `${V1}/enquiries/${id(enquiryId)}/attachments/${id(attachmentId)}`;
      const answer = await sendForFile(config, { method: "GET", path, signal: call.signal, maxBytes: ATTACHMENT_BYTES });
      const contentType = (answer.contentType ?? "").split(";")[0]!.trim().toLowerCase();
      if (!(ATTACHMENT_TYPES as readonly string[]).includes(contentType)) {
        throw new ServiceResponseError(`The service answered a file of type "${contentType || "none"}", which is not one a message may carry.`, 200);
      }
      return { bytes: answer.bytes, contentType: contentType as AttachmentType, filename: filenameOf(answer.contentDisposition) };
    },

    // ------------------------------------------------------------------ account

    /**
     * PUT /account/profile (extension): the name the provider's staff see for this account.
     * A provider without the extension answers 404 (a ServiceProblemError).
     */
    async updateAccountProfile(input: AccountProfileRequest, call: CallOptions = {}): Promise<AccountProfile> {
      return (await send(config, { method: "PUT", path: `${V1}/account/profile`, body: input, signal: call.signal }, AccountProfileResponse)).data;
    },

    // ------------------------------------------------------------------ quotes

    /** GET /quotes: one page, with `pagination.next` / `previous` links to follow with quotesPage(). */
    async listQuotes(query: QuotesQuery = {}, call: CallOptions = {}): Promise<QuotePage> {
      const req = { method: "GET", path: `${V1}/quotes`, query: { ...query }, signal: call.signal, maxBytes: quotePageBytes(query.pageSize), versioned: quotePages } as const;
      return send(config, req, ReceivedQuoteListResponse);
    },

    /** Follows a `pagination.next` or `previous` link of a quote page. */
    async quotesPage(link: string, call: CallOptions = {}): Promise<QuotePage> {
      // Only the service's own relative links: anything else would send the key elsewhere.
      if (!link.startsWith(`${V1}/quotes?`)) throw new TypeError(`Not a quote page link: ${link}`);
      const req = { method: "GET", path: link, signal: call.signal, maxBytes: quotePageBytes(pageSizeOfLink(link)), versioned: quotePages } as const;
      return send(config, req, ReceivedQuoteListResponse);
    },

    // ------------------------------------------------------------------ webhooks

    /** GET /webhooks: also the way to check a key (specification, part 5). */
    async listWebhooks(call: CallOptions = {}): Promise<Webhook[]> {
      return (await send(config, { method: "GET", path: `${V1}/webhooks`, signal: call.signal }, WebhookListResponse)).data;
    },

    /** POST /webhooks. Never retried. */
    async createWebhook(input: WebhookInput, call: CallOptions = {}): Promise<Webhook> {
      return (await send(config, { method: "POST", path: `${V1}/webhooks`, body: input, signal: call.signal }, WebhookResponse)).data;
    },

    async getWebhook(webhookId: string, call: CallOptions = {}): Promise<Webhook> {
      return (await send(config, { method: "GET", path: `${V1}/webhooks/${id(webhookId)}`, signal: call.signal }, WebhookResponse)).data;
    },

    /** PUT /webhooks/{id}: replaces every field. */
    async updateWebhook(webhookId: string, input: WebhookInput, call: CallOptions = {}): Promise<Webhook> {
      const req = { method: "PUT", path: `${V1}/webhooks/${id(webhookId)}`, body: input, signal: call.signal } as const;
      return (await send(config, req, WebhookResponse)).data;
    },

    async deleteWebhook(webhookId: string, call: CallOptions = {}): Promise<void> {
      await send(config, { method: "DELETE", path: `${V1}/webhooks/${id(webhookId)}`, signal: call.signal }, null);
    },

    /** GET /webhook-verification-key: the secret of the X-Signature HMAC. */
    async getVerificationKey(call: CallOptions = {}): Promise<VerificationKey> {
      return (await send(config, { method: "GET", path: `${V1}/webhook-verification-key`, signal: call.signal }, VerificationKeyResponse)).data;
    },

    /** GET /webhooks/{id}/deliveries (extension): newest first; pass `pagination.next` as `link` to go on. */
    async listDeliveries(webhookId: string, query: DeliveriesQuery = {}, call: CallOptions & { link?: string } = {}): Promise<DeliveryPage> {
      const base = `${V1}/webhooks/${id(webhookId)}/deliveries`;
      if (call.link !== undefined) {
        // Only the service's own relative links: anything else would send the key elsewhere.
        if (!call.link.startsWith(`${base}?`)) throw new TypeError(`Not a delivery page link: ${call.link}`);
        const maxBytes = deliveryPageBytes(pageSizeOfLink(call.link));
        return send(config, { method: "GET", path: call.link, signal: call.signal, maxBytes }, DeliveryListResponse);
      }
      const maxBytes = deliveryPageBytes(query.pageSize);
      return send(config, { method: "GET", path: base, query: { ...query }, signal: call.signal, maxBytes }, DeliveryListResponse);
    },

    /** POST /webhooks/{id}/deliveries/{deliveryId}/retry (extension, 202). Never retried. */
    async retryDelivery(webhookId: string, deliveryId: string, call: CallOptions = {}): Promise<Delivery> {
      const req = { method: "POST", path: `${V1}/webhooks/${id(webhookId)}/deliveries/${id(deliveryId)}/retry`, signal: call.signal } as const;
      return (await send(config, req, DeliveryResponse)).data;
    },

    // ------------------------------------------------------------------ sandbox

    /** POST /sandbox/enquiries/{id}/trigger-webhook-event (204): sends that event for the enquiry as it is now. */
    async triggerWebhookEvent(enquiryId: string, eventType: EventType, call: CallOptions = {}): Promise<void> {
      const req = { method: "POST", path: `${V1}/sandbox/enquiries/${id(enquiryId)}/trigger-webhook-event`, body: { eventType }, signal: call.signal } as const;
      await send(config, req, null);
    },

    /** POST /sandbox/enquiries/{id}/change-state (204). Never retried: QUOTED again sends a new quote. */
    async changeEnquiryState(enquiryId: string, input: ChangeStateRequest, call: CallOptions = {}): Promise<void> {
      const req = { method: "POST", path: `${V1}/sandbox/enquiries/${id(enquiryId)}/change-state`, body: input, signal: call.signal } as const;
      await send(config, req, null);
    },
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;

/** The name in `Content-Disposition` (its `filename*=UTF-8''…` form first), or "attachment". */
function filenameOf(disposition: string | null): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Not percent-encoded as it should be: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? "")?.[1];
  return plain?.trim() || "attachment";
}
