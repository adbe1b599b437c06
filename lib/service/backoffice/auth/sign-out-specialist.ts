import { getPrisma } from "@/lib/db/prisma";
import { hashSessionToken } from "./session-token";

/** Ends the session of this cookie (and sweeps the specialist's expired ones). */
export async function signOutSpecialist(token: string): Promise<void> {
  const db = getPrisma();
  const session = await db.specialistSession.findUnique({ where: { tokenHash: hashSessionToken(token) } });
  if (!session) return;
  await db.specialistSession.deleteMany({
    where: { specialistId: session.specialistId, OR: [{ id: session.id }, { expiresAt: { lte: new Date() } }] },
  });
}
