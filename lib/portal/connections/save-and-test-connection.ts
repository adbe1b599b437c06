import "server-only";
import type { MemberContext } from "../session/get-member";
import { saveConnection, type ConnectionInput } from "./save-connection";
import { testConnection, type ConnectionCheck } from "./test-connection";

/**
 * Saves the connection, then tries it at once (list-webhooks with the new settings), so
 * that the admin learns whether the key works now rather than at the first enquiry.
 */
export async function saveAndTestConnection(context: MemberContext, input: ConnectionInput): Promise<{ keyHint: string; check: ConnectionCheck }> {
  const { keyHint } = await saveConnection(context, input);
  return { keyHint, check: await testConnection(context) };
}
