import { DELIVERY_HEADERS } from "@/lib/contract/event";
import type { Readable } from "node:stream";
import { pinnedRequest } from "@/lib/net";
import { webhookTarget, type WebhookTargetRules } from "../webhooks/check-webhook-url";
import { signBody } from "./sign-body";
import type { DeliveryJob, DeliveryOutcome } from "./types";

/** How much of a receiver's answer the delivery log keeps. */
export const LOGGED_BODY_BYTES = 2048;

export type SendOptions = { timeoutMs: number; targets: WebhookTargetRules };

/**
 * One attempt: POST the stored body, signed, to the webhook. Any 2xx acknowledges.
 * Redirects are not followed (a 3xx is a failure: following one would send the event,
 * signed, to a host nobody registered), and the timeout bounds the whole attempt,
 * address check and body included. Never throws: every ending is an outcome to log.
 */
export async function sendDelivery(job: DeliveryJob, options: SendOptions): Promise<DeliveryOutcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(options.timeoutMs);
  const end = (fields: Pick<DeliveryOutcome, "ok" | "statusCode" | "error" | "responseBody">): DeliveryOutcome => ({
    job,
    ...fields,
    durationMs: Math.round(performance.now() - started),
    endedAt: Date.now(),
  });
  try {
    // The address is checked again (the name may resolve elsewhere since registration),
    // and the request goes to exactly the address checked.
    const target = await webhookTarget(new URL(job.url), options.targets, signal);
    if (!target.ok) return end({ ok: false, statusCode: null, error: `Not sent. ${target.problem}`, responseBody: null });

    const response = await pinnedRequest(target.pinned)(job.url, {
      method: "POST",
      body: job.body,
      headers: {
        "content-type": "application/json",
        "user-agent": "Staydesk-Webhooks/1.0",
        [DELIVERY_HEADERS.signature]: signBody(job.body, job.key),
        [DELIVERY_HEADERS.eventId]: job.eventId,
        [DELIVERY_HEADERS.eventType]: job.eventType,
        [DELIVERY_HEADERS.attempt]: String(job.attempt),
        [DELIVERY_HEADERS.deliveryId]: job.deliveryId,
      },
      signal,
    });
    const responseBody = await readStart(response.body, LOGGED_BODY_BYTES);
    const status = response.statusCode;
    const ok = status >= 200 && status < 300;
    const location = response.headers.location;
    return end({ ok, statusCode: status, error: ok ? null : statusError(status, Array.isArray(location) ? location[0] : location), responseBody });
  } catch (error) {
    return end({ ok: false, statusCode: null, error: describeFailure(error, options.timeoutMs), responseBody: null });
  }
}

// The first `max` bytes of the body. A body that stalls or breaks does not undo a 2xx
// already received: the status is the acknowledgement. A body read to its end leaves the
// connection to the pool; a longer one is dropped with its connection.
async function readStart(body: Readable, max: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).byteLength;
      if (size >= max) break; // leaving the loop destroys the stream
    }
  } catch {
    // keep what arrived
  }
  return size === 0 ? null : new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max));
}

function statusError(status: number, location: string | undefined): string {
  if (status >= 300 && status < 400) {
    return `Redirect (${status}) not followed${location ? `: Location ${location.slice(0, 200)}` : ""}.`;
  }
  return `The receiver answered ${status}.`;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return `No response within ${timeoutMs} ms.`;
  if (e?.cause?.code) return `Request failed: ${e.cause.code}${e.cause.message ? ` (${e.cause.message})` : ""}.`;
  return `Request failed: ${e?.cause?.message ?? e?.message ?? String(error)}.`;
}
