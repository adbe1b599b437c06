import { DELIVERY_HEADERS } from "@/lib/contract/event";
import { pinnedFetch } from "@/lib/net";
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

    const response = await pinnedFetch(target.pinned)(job.url, {
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
      redirect: "manual",
      signal,
    });
    const responseBody = await readStart(response, LOGGED_BODY_BYTES);
    const ok = response.status >= 200 && response.status < 300;
    return end({ ok, statusCode: response.status, error: ok ? null : statusError(response), responseBody });
  } catch (error) {
    return end({ ok: false, statusCode: null, error: describeFailure(error, options.timeoutMs), responseBody: null });
  }
}

// The first `max` bytes of the body. A body that stalls or breaks does not undo a 2xx
// already received: the status is the acknowledgement.
async function readStart(response: Response, max: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // keep what arrived
  } finally {
    reader.cancel().catch(() => {});
  }
  return size === 0 ? null : new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max));
}

function statusError(response: Response): string {
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("location");
    return `Redirect (${response.status}) not followed${location ? `: Location ${location.slice(0, 200)}` : ""}.`;
  }
  return `The receiver answered ${response.status}.`;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return `No response within ${timeoutMs} ms.`;
  if (e?.cause?.code) return `Request failed: ${e.cause.code}${e.cause.message ? ` (${e.cause.message})` : ""}.`;
  return `Request failed: ${e?.cause?.message ?? e?.message ?? String(error)}.`;
}
