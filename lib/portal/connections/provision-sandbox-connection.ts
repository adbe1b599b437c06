import "server-only";
import { provisionSandboxAccount } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { sandboxProvisioningToken } from "@/lib/secrets";
import { PortalError } from "../errors";
import { getBuiltInServiceUrl } from "../portal-url";
import type { MemberContext } from "../session/get-member";
import { describeClientError } from "../client-errors";
import { builtInEnvironment } from "./get-connection";
import { enableLiveUpdates } from "./enable-live-updates";
import { moveLiveUpdates } from "./move-live-updates";
import { saveConnection } from "./save-connection";

/**
 * "Use the built-in sandbox": asks the service built into this app for an account of the
 * organisation's own (over HTTP, as it would a remote provider) and stores its key, as a
 * new connection (`connectionId` null) or as the new key of that built-in connection
 * ("Get a new sandbox key", which revokes the old one).
 */
export async function provisionSandboxConnection(context: MemberContext, connectionId: string | null): Promise<{ connectionId: string; name: string; keyHint: string }> {
  if (builtInEnvironment() !== "sandbox") {
    throw new PortalError("INVALID", "The service built into this app runs production: there is no sandbox to connect to.");
  }
  const organizationId = context.organization.id;
  if (connectionId) {
    const connection = await getPrisma().serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { baseUrl: true } });
    if (!connection) throw new PortalError("NOT_FOUND", "This organisation has no such connection: it may have been removed.");
    if (connection.baseUrl !== null) throw new PortalError("INVALID", "Only a connection to the built-in service can take a key from the built-in sandbox.");
  }
  // The sandbox gives the organisation one account, and a new key revokes the one before:
  // only the connection holding it (or any, while none does) may ask for another.
  const holder = await sandboxHolder(organizationId);
  if (holder && holder.id !== connectionId) {
    throw new PortalError("CONFLICT", `The built-in sandbox's key is held by "${holder.name}": get a new key on its page instead.`);
  }
  let apiKey: string;
  try {
    const account = await provisionSandboxAccount(
      { baseUrl: getBuiltInServiceUrl(), token: sandboxProvisioningToken() },
      { accountName: `portal:${organizationId}`, label: "portal", displayName: context.organization.name },
    );
    apiKey = account.apiKey;
  } catch (error) {
    throw new PortalError("SERVICE", `The built-in sandbox could not create an account. ${describeClientError(error)}`);
  }
  const saved = await saveConnection(context, connectionId, { environment: "sandbox", baseUrl: null, apiKey, provisioned: true });
  // Connected elsewhere before: the portal's receiver leaves that account.
  if (saved.previous) await moveLiveUpdates(organizationId, saved.connectionId, saved.previous);
  // A new connection gets live updates without a step of its own. Failing here leaves a
  // working connection: the switch on its page tries again.
  await enableLiveUpdates(organizationId, saved.connectionId).catch((error: unknown) => {
    console.error(`[connections] live updates not registered: ${error instanceof Error ? error.message : String(error)}`);
  });
  return { connectionId: saved.connectionId, name: saved.name, keyHint: saved.keyHint };
}

/** The connection holding the key the built-in sandbox issued to the organisation, if one does. */
export async function sandboxHolder(organizationId: string): Promise<{ id: string; name: string } | null> {
  return getPrisma().serviceConnection.findFirst({ where: { organizationId, removedAt: null, provisioned: true }, select: { id: true, name: true } });
}
