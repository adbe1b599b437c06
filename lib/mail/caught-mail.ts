import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";

// The development mail catcher's reads: every message of the outbox, newest first. Never
// in production (its pages answer 404 there), where the outbox keeps no bodies anyway.

export function catcherAvailable(): boolean {
  return getEnv().NODE_ENV !== "production";
}

export type CaughtMailRow = { id: string; recipient: string; subject: string | null; kind: string; status: string; createdAt: Date; lastError: string | null };

export async function listCaughtMail(limit = 200): Promise<CaughtMailRow[]> {
  return getPrisma().outgoingMail.findMany({
    select: { id: true, recipient: true, subject: true, kind: true, status: true, createdAt: true, lastError: true },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
}

export async function getCaughtMail(id: string) {
  return getPrisma().outgoingMail.findUnique({
    where: { id },
    select: { id: true, recipient: true, subject: true, kind: true, status: true, createdAt: true, sentAt: true, lastError: true, html: true, text: true },
  });
}
