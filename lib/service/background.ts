import type { BackgroundWork } from "@/lib/runtime/background";
import { startDeliveryWorker } from "./delivery/delivery-worker";

/** The service's background work: the webhook delivery worker, in every process on the database. */
export const serviceBackground: readonly BackgroundWork[] = [{ name: "webhooks", runsIn: "any", start: () => startDeliveryWorker() }];
