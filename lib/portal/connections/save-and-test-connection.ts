import "server-only";
import type { MemberContext } from "../session/get-member";
import { moveLiveUpdates } from "../webhooks/move-live-updates";
import { getServiceClient } from "./get-service-client";
import { nameAccount } from "./name-account";
import { noteKeyChange } from "./note-key-change";
import { saveConnection, type ConnectionInput } from "./save-connection";
import { testConnection, type ConnectionCheck } from "./test-connection";

export type SavedConnection = { keyHint: string; check: ConnectionCheck; otherAccount: boolean };

/**
 * Saves the connection, then tries it at once (list-webhooks with the new settings), so
 * that the admin learns whether the key works now rather than at the first enquiry. A
 * new key that works is also checked against the enquiries sent so far (note-key-change),
 * and when it reaches another account, live updates follow it there (move-live-updates).
 * A working key also tells the provider the organisation's name (name-account).
 */
export async function saveAndTestConnection(context: MemberContext, input: ConnectionInput): Promise<SavedConnection> {
  const { keyHint, previous } = await saveConnection(context, input);
  const check = await testConnection(context);
  if (check.ok) await nameAccount(await getServiceClient(context.organization.id), context.organization.name);
  const { otherAccount } = input.apiKey && check.ok ? await noteKeyChange(context.organization.id) : { otherAccount: false };
  if (previous) await moveLiveUpdates(context.organization.id, previous);
  return { keyHint, check, otherAccount };
}
