import "server-only";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { randomUUID } from "node:crypto";
import type { ServiceClient } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { forgetVerificationKey } from "./verification-keys";
import { builtInEnvironment, type Environment } from "./get-connection";
import { connectionTargetProblem } from "./connection-fetch";
import { serviceClientFor } from "./get-service-client";
import { encryptApiKey } from "./key-cipher";
import { maskApiKey } from "./mask-key";
import { assertNameFree, defaultName, freeName } from "./connection-name";
import { forgetHealthWrites } from "./connection-health";
import { tryNewKey } from "./try-new-key";

export type ConnectionInput = {
  environment: Environment;
  /** null: the built-in service. */
  baseUrl: string | null;
  /** Omitted: keep the stored key. */
  apiKey?: string;
  provisioned?: boolean;
  /** For a new connection: what agents read; omitted, a free name after what it reaches. */
  name?: string;
};

/** The connection a new key replaced: its client (the previous key, at the previous address), while that key still works. */
export type PreviousConnection = { client: ServiceClient };

export type SavedConnection = { connectionId: string; name: string; keyHint: string; previous: PreviousConnection | null };

export type SaveOptions = {
  /** A new key for an existing connection is tried first, and not saved unless it works (try-new-key.ts). */
  tryNewKeyFirst?: boolean;
};

/**
 * Stores one of the organisation's connections: `connectionId` null adds one (a key is
 * needed), otherwise that one changes (it must be the organisation's and not removed).
 * The key is encrypted before it reaches the database and only its masked form is kept
 * in clear. Changing where or with what key the portal connects forgets the last test
 * result, which no longer applies.
 *
 * The key is write-only: a stored key is never sent to a base URL it was not entered
 * for, so changing the base URL needs the key again (otherwise an admin could point the
 * connection at a server of their own and read the key off the next request). The
 * base URL must also be a public address (connection-fetch.ts).
 *
 * A new key may belong to another account: the verification key cached for the previous
 * one is forgotten in every instance, and the previous connection is returned so that the
 * caller can take the portal's receiver off the previous account (move-live-updates.ts).
 * With `tryNewKeyFirst`, such a key is tried before anything is written.
 */
export async function saveConnection(context: MemberContext, connectionId: string | null, input: ConnectionInput, options: SaveOptions = {}): Promise<SavedConnection> {
  checkConsistency(input);
  const db = getPrisma();
  const organizationId = context.organization.id;
  const existing = connectionId
    ? await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, name: true, baseUrl: true, keyCiphertext: true, keyHint: true } })
    : null;
  if (connectionId && !existing) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed.");
  if (!existing && input.name !== undefined) await assertNameFree(db, organizationId, input.name);
  if (!existing && !input.apiKey) throw new PortalError("INVALID", "An API key is needed.", { apiKey: ["Paste the API key of your account."] });
  if (existing && !input.apiKey && existing.baseUrl !== input.baseUrl) {
    throw new PortalError("INVALID", "A new address needs the key again.", {
      apiKey: ["The stored key is only sent to the address it was entered for: paste the key to use at the new address."],
    });
  }
  if (input.baseUrl !== null) {
    const problem = await connectionTargetProblem(input.baseUrl);
    if (problem) throw new PortalError("INVALID", "This address cannot be used.", { baseUrl: [problem] });
  }
  if (existing && input.apiKey && options.tryNewKeyFirst) await tryNewKey(context, existing, { baseUrl: input.baseUrl, apiKey: input.apiKey });

  const target = { organizationId, baseUrl: input.baseUrl };
  const key = input.apiKey
    ? { keyCiphertext: encryptApiKey(target, input.apiKey), keyHint: maskApiKey(input.apiKey), provisioned: input.provisioned ?? false }
    : {};
  const common = {
    environment: input.environment,
    baseUrl: input.baseUrl,
    updatedById: context.user.id,
    lastCheckedAt: null,
    lastCheckOk: null,
    lastCheckNote: null,
  };
  // Read before the row changes: the previous key is stored only until then.
  const previous = existing && input.apiKey ? previousConnection(organizationId, existing) : null;
  const where = input.baseUrl === null ? "the built-in service" : input.baseUrl;
  const keyWords = key.keyHint ? `, with the key ${key.keyHint}` : ", keeping the key";
  const row = await db.$transaction(async (tx) => {
    if (existing) {
      const saved = await tx.serviceConnection.update({ where: { id: existing.id }, data: { ...common, ...key }, select: { id: true, name: true, keyHint: true } });
      await recordAudit(await memberAudit(context, "connection-saved", `Connection "${existing.name}" set to ${where} (${input.environment})${keyWords}.`), tx);
      return saved;
    }
    // Checked again inside the transaction: an admin in another tab may have taken the name meanwhile.
    const name = input.name ?? (await freeName(tx, organizationId, defaultName(input.baseUrl, input.environment)));
    if (input.name !== undefined) await assertNameFree(tx, organizationId, name);
    const created = await tx.serviceConnection.create({
      data: { id: randomUUID(), organizationId, name, ...common, keyCiphertext: "", keyHint: "", ...key },
      select: { id: true, name: true, keyHint: true },
    });
    await recordAudit(await memberAudit(context, "connection-added", `Provider "${name}" added: ${where} (${input.environment})${keyWords}.`), tx);
    return created;
  });
  if (existing) forgetHealthWrites(existing.id);
  if (existing && input.apiKey) forgetVerificationKey(existing.id);
  return { connectionId: row.id, name: row.name, keyHint: row.keyHint, previous };
}

function previousConnection(organizationId: string, row: { baseUrl: string | null; keyCiphertext: string }): PreviousConnection | null {
  try {
    return { client: serviceClientFor(organizationId, row) };
  } catch {
    return null; // unreadable (another STAYDESK_SECRET): nothing can be done with it
  }
}

function checkConsistency(input: ConnectionInput): void {
  const builtIn = builtInEnvironment();
  if (input.baseUrl === null && input.environment !== builtIn) {
    throw new PortalError("INVALID", "The built-in service runs another environment.", {
      environment: [`The service built into this app is the ${builtIn} environment.`],
    });
  }
  if (input.environment === "production" && input.baseUrl?.startsWith("http:")) {
    throw new PortalError("INVALID", "Production needs HTTPS.", { baseUrl: ["A production service must be reached over https://."] });
  }
  const live = input.apiKey?.startsWith("sd_live_");
  const test = input.apiKey?.startsWith("sd_test_");
  if ((live && input.environment === "sandbox") || (test && input.environment === "production")) {
    throw new PortalError("INVALID", "The key is for the other environment.", {
      apiKey: [live ? "This is a production key (sd_live_…); choose Production or paste a sandbox key." : "This is a sandbox key (sd_test_…); choose Sandbox or paste a production key."],
    });
  }
}
