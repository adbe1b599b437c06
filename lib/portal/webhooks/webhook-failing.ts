// When a webhook counts as failing: its newest deliveries all failed for good (every
// retry spent). One rule for the delivery log's mark and the admins' e-mail.

export const FAILING_AFTER = 3;

type Delivered = { status: string };

/** `newestFirst`: the webhook's newest deliveries, newest first. */
export function isWebhookFailing(newestFirst: readonly Delivered[]): boolean {
  return newestFirst.length >= FAILING_AFTER && newestFirst.slice(0, FAILING_AFTER).every((d) => d.status === "FAILED");
}
