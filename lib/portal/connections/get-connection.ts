import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";
import { defaultConnectionQuery } from "@/lib/portal/connections/default-connection";

export type Environment = "sandbox" | "production";

/** Everything the pages may show about a connection. Never the key. */
export type ConnectionView = {
  environment: Environment;
  /** null: the service built into this app. */
  baseUrl: string | null;
  keyHint: string;
  provisioned: boolean;
  lastCheck: { at: Date; ok: boolean; note: string } | null;
  updatedAt: Date;
};

export async function getConnection(organizationId: string): Promise<ConnectionView | null> {
  const row = await getPrisma().serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId),
    select: {
      environment: true,
      baseUrl: true,
      keyHint: true,
      provisioned: true,
      lastCheckedAt: true,
      lastCheckOk: true,
      lastCheckNote: true,
      updatedAt: true,
    },
  });
  if (!row) return null;
  return {
    environment: row.environment === "production" ? "production" : "sandbox",
    baseUrl: row.baseUrl,
    keyHint: row.keyHint,
    provisioned: row.provisioned,
    lastCheck:
      row.lastCheckedAt && row.lastCheckOk !== null ? { at: row.lastCheckedAt, ok: row.lastCheckOk, note: row.lastCheckNote ?? "" } : null,
    updatedAt: row.updatedAt,
  };
}

/** The environment of the service built into this process ("Use the built-in sandbox" needs sandbox). */
export function builtInEnvironment(): Environment {
  return getEnv().SERVICE_ENVIRONMENT;
}
