/** One claimed attempt: everything needed to send it without another query. */
export type DeliveryJob = {
  deliveryId: string;
  /** 1-based; sent as X-Delivery-Attempt. */
  attempt: number;
  eventId: string;
  eventType: string;
  /** The event's stored body: the exact bytes signed and sent. */
  body: string;
  webhookId: string;
  accountId: string;
  url: string;
  /** The account's verification key (the HMAC secret). */
  key: string;
  /** Its webhook had failed deliveries when claimed: a success resets the count. */
  webhookFailing: boolean;
};

export type DeliveryOutcome = {
  job: DeliveryJob;
  /** A 2xx answer. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
  /** When the attempt ended (ms since the epoch): retries are scheduled from here. */
  endedAt: number;
};

/** A webhook with work due, as the worker's scan finds it. */
export type DueWebhook = { id: string; accountId: string; key: string; failureCount: number };
