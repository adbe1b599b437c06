import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { getPrisma, type DbTx } from "@/lib/db/prisma";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import type { MemberContext } from "../session/get-member";
import type { AuditKind } from "./audit-kinds";

export type AuditActor = { id: string | null; name: string };
export type AuditInput = {
  organizationId: string;
  actor: AuditActor;
  kind: AuditKind;
  /** A sentence a person reads: what was done to what. Never a key, a token or a password. */
  summary: string;
  /** The client's address as the server sees it (server.ts works it out once). */
  address: string | null;
};

/** The client's address of the request being served; null outside a request. */
export async function requestAddress(): Promise<string | null> {
  try {
    return (await headers()).get(CLIENT_ADDRESS_HEADER);
  } catch {
    return null;
  }
}

function entryData(input: AuditInput) {
  return {
    id: randomUUID(),
    organizationId: input.organizationId,
    actorId: input.actor.id,
    actorName: input.actor.name,
    kind: input.kind,
    summary: input.summary.slice(0, 500),
    address: input.address,
  };
}

/**
 * Writes an audit entry: inside the change's own transaction when there is one (`tx`), so
 * that the entry and the change commit together or not at all; alone after an action
 * whose effect lies at the provider, once the provider has said yes.
 */
export async function recordAudit(input: AuditInput, tx?: DbTx): Promise<void> {
  await (tx ?? getPrisma()).auditEntry.create({ data: entryData(input) });
}

/** An entry of something a member did in the request being served. */
export async function memberAudit(context: MemberContext, kind: AuditKind, summary: string): Promise<AuditInput> {
  return { organizationId: context.organization.id, actor: { id: context.user.id, name: context.user.name }, kind, summary, address: await requestAddress() };
}
