import "server-only";
import type { DbTx } from "@/lib/db/prisma";
import { PortalError } from "../errors";

export const MAX_NAME_LENGTH = 60;

/**
 * Refuses a name another connection of the organisation already has (removed ones
 * aside: their names are free again), compared without case or outer spaces, since
 * agents tell providers apart by name on every page.
 */
export async function assertNameFree(tx: DbTx, organizationId: string, name: string, exceptId?: string): Promise<void> {
  const wanted = normalise(name);
  const others = await tx.serviceConnection.findMany({ where: { organizationId, removedAt: null }, select: { id: true, name: true } });
  const taken = others.find((other) => other.id !== exceptId && normalise(other.name) === wanted);
  if (taken) {
    throw new PortalError("CONFLICT", `Another provider is already called "${taken.name}".`, {
      name: [`Another provider is already called "${taken.name}": choose a name agents can tell apart.`],
    });
  }
}

/** A free name for a connection the admin did not name ("Built-in sandbox", then "Built-in sandbox 2"…). */
export async function freeName(tx: DbTx, organizationId: string, base: string): Promise<string> {
  const names = new Set(
    (await tx.serviceConnection.findMany({ where: { organizationId, removedAt: null }, select: { name: true } })).map((c) => normalise(c.name)),
  );
  if (!names.has(normalise(base))) return base;
  for (let n = 2; ; n++) if (!names.has(normalise(`${base} ${n}`))) return `${base} ${n}`;
}

/** The name a connection gets when none is given: what it reaches. */
export function defaultName(baseUrl: string | null, environment: "sandbox" | "production"): string {
  if (baseUrl !== null) return new URL(baseUrl).host;
  return environment === "production" ? "Built-in service" : "Built-in sandbox";
}

function normalise(name: string): string {
  return name.trim().toLocaleLowerCase("en");
}
