import "server-only";
import { ServiceProblemError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "./get-service-client";

/**
 * After a connection's key was replaced: does the new key reach the same account? The portal cannot
 * ask the service which account a key belongs to, so it asks for the newest enquiry sent
 * with the previous key. A 404 means another account: the key generation moves on, and
 * the enquiries of the earlier one are shown as belonging to another account instead of
 * failing to open. Anything else (found, or no answer) leaves them as they are.
 */
export async function noteKeyChange(organizationId: string, connectionId: string): Promise<{ otherAccount: boolean }> {
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select: { id: true, keyGeneration: true } });
  if (!connection) return { otherAccount: false };
  const latest = await db.providerEnquiry.findFirst({
    where: { organizationId, connectionId: connection.id, keyGeneration: connection.keyGeneration },
    orderBy: { createdAt: "desc" },
    select: { serviceReference: true },
  });
  if (!latest) return { otherAccount: false };
  try {
    await (await getServiceClient(organizationId, connection.id)).getEnquiry(latest.serviceReference);
    return { otherAccount: false };
  } catch (error) {
    if (!(error instanceof ServiceProblemError && error.status === 404)) return { otherAccount: false };
  }
  await db.serviceConnection.update({ where: { id: connection.id }, data: { keyGeneration: { increment: 1 } } });
  return { otherAccount: true };
}
