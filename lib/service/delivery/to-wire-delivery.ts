import { formatTimestamp } from "@/lib/contract/common";
import type { EventType } from "@/lib/contract/event";
import type { Delivery, DeliveryStatus } from "@/lib/contract/webhook";
import type { z } from "zod";

/** What the delivery log reads of a delivery: the row, its event's type and its attempts. */
export const DELIVERY_LOG_SELECT = {
  id: true,
  eventId: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  createdAt: true,
  updatedAt: true,
  event: { select: { type: true } },
  attemptsLog: {
    orderBy: { attempt: "asc" },
    select: { attempt: true, createdAt: true, statusCode: true, durationMs: true, error: true, responseBody: true },
  },
} as const;

export type DeliveryRecord = {
  id: string;
  eventId: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  updatedAt: Date;
  event: { type: string };
  attemptsLog: { attempt: number; createdAt: Date; statusCode: number | null; durationMs: number; error: string | null; responseBody: string | null }[];
};

export function toWireDelivery(d: DeliveryRecord): Delivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.event.type as EventType,
    status: d.status as z.infer<typeof DeliveryStatus>,
    attemptCount: d.attempts,
    nextAttemptAt: d.status === "PENDING" ? formatTimestamp(d.nextAttemptAt) : null,
    createdAt: formatTimestamp(d.createdAt),
    updatedAt: formatTimestamp(d.updatedAt),
    attempts: d.attemptsLog.map((a) => ({ ...a, createdAt: formatTimestamp(a.createdAt) })),
  };
}
