import type { BackgroundWork } from "@/lib/runtime/background";
import { startDeliveryWorker } from "./delivery/delivery-worker";
import { startAttachmentSweeper } from "./messages/attachment-sweeper";

/**
 * The service's background work, in every process on the database: the webhook delivery
 * worker, and the removal of message attachments never sent.
 */
export const serviceBackground: readonly BackgroundWork[] = [
  { name: "webhooks", runsIn: "any", start: () => startDeliveryWorker() },
  { name: "unsent attachments", runsIn: "any", start: () => startAttachmentSweeper() },
];
