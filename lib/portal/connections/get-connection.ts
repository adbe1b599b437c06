import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { defaultConnectionQuery } from "./default-connection";
import { healthOf, type ConnectionHealth } from "./connection-health";

export type Environment = "sandbox" | "production";

/** Everything the pages may show about a connection. Never the key. */
export type ConnectionView = {
  id: string;
  name: string;
  /** What clients read on share pages; null: the name. */
  publicName: string | null;
  environment: Environment;
  /** null: the service built into this app. */
  baseUrl: string | null;
  keyHint: string;
  provisioned: boolean;
  lastCheck: { at: Date; ok: boolean; note: string } | null;
  health: ConnectionHealth;
  /** The portal's receiver is registered with the provider. */
  liveUpdates: boolean;
  lastEventAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const CONNECTION_VIEW_SELECT = {
  id: true,
  name: true,
  publicName: true,
  environment: true,
  baseUrl: true,
  keyHint: true,
  provisioned: true,
  lastCheckedAt: true,
  lastCheckOk: true,
  lastCheckNote: true,
  lastSuccessAt: true,
  lastFailureAt: true,
  lastFailureNote: true,
  receiverWebhookId: true,
  lastEventAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

type Row = Prisma.ServiceConnectionGetPayload<{ select: typeof CONNECTION_VIEW_SELECT }>;

export function toConnectionView(row: Row): ConnectionView {
  return {
    id: row.id,
    name: row.name,
    publicName: row.publicName,
    environment: row.environment === "production" ? "production" : "sandbox",
    baseUrl: row.baseUrl,
    keyHint: row.keyHint,
    provisioned: row.provisioned,
    lastCheck: row.lastCheckedAt && row.lastCheckOk !== null ? { at: row.lastCheckedAt, ok: row.lastCheckOk, note: row.lastCheckNote ?? "" } : null,
    health: healthOf(row),
    liveUpdates: row.receiverWebhookId !== null,
    lastEventAt: row.lastEventAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** One of the organisation's connections, not removed; null for any other id (another organisation's included). */
export async function getConnection(organizationId: string, connectionId: string): Promise<ConnectionView | null> {
  const row = await getPrisma().serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: CONNECTION_VIEW_SELECT });
  return row ? toConnectionView(row) : null;
}

/**
 * The organisation's default connection (its oldest not removed): for what is still done
 * without naming a provider, and for old links (/settings/connection, /settings/webhooks)
 * that meant the organisation's one connection.
 */
export async function getDefaultConnection(organizationId: string): Promise<ConnectionView | null> {
  const row = await getPrisma().serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select: CONNECTION_VIEW_SELECT });
  return row ? toConnectionView(row) : null;
}

/** The environment of the service built into this process ("Use the built-in sandbox" needs sandbox). */
export function builtInEnvironment(): Environment {
  return getEnv().SERVICE_ENVIRONMENT;
}
