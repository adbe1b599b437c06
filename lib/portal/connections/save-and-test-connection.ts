import "server-only";
import type { MemberContext } from "../session/get-member";
import { moveLiveUpdates } from "./move-live-updates";
import { getServiceClient } from "./get-service-client";
import { nameAccount } from "./name-account";
import { noteKeyChange } from "./note-key-change";
import { saveConnection, type ConnectionInput } from "./save-connection";
import { testConnection, type ConnectionCheck } from "./test-connection";

export type SavedConnection = { connectionId: string; name: string; keyHint: string; check: ConnectionCheck; otherAccount: boolean };

/**
 * Saves a connection (`connectionId` null: a new one), then tries it at once
 * (list-webhooks with the new settings), so that the admin learns whether the key works
 * now rather than at the first enquiry. A key replacing one is tried before it is saved:
 * one that does not work is refused and the previous key stays (try-new-key). A replaced key that works is also checked against
 * the enquiries sent so far (note-key-change), and when it reaches another account, live
 * updates follow it there (move-live-updates). A working key also tells the provider the
 * organisation's name (name-account), and a new provider with a working key gets live updates.
 */
export async function saveAndTestConnection(context: MemberContext, connectionId: string | null, input: ConnectionInput): Promise<SavedConnection> {
  const organizationId = context.organization.id;
  const saved = await saveConnection(context, connectionId, input, { tryNewKeyFirst: true });
  // A provider added with a working key gets live updates at once, as the built-in sandbox does.
  const check = await testConnection(context, saved.connectionId, { enableLiveUpdates: !connectionId });
  if (check.ok) await nameAccount(await getServiceClient(organizationId, saved.connectionId), context.organization.name);
  const { otherAccount } = connectionId && input.apiKey && check.ok ? await noteKeyChange(organizationId, saved.connectionId) : { otherAccount: false };
  if (saved.previous) await moveLiveUpdates(organizationId, saved.connectionId, saved.previous);
  return { connectionId: saved.connectionId, name: saved.name, keyHint: saved.keyHint, check, otherAccount };
}
