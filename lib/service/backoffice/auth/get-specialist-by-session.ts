import { getPrisma } from "@/lib/db/prisma";
import type { Actor } from "../actor";
import { hashSessionToken } from "./session-token";

export type SignedInSpecialist = Actor & { email: string };

/** The specialist a session cookie belongs to, or null when it is unknown or expired. */
export async function getSpecialistBySession(token: string | undefined): Promise<SignedInSpecialist | null> {
  if (!token) return null;
  const session = await getPrisma().specialistSession.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    include: { specialist: { select: { id: true, name: true, email: true } } },
  });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session.specialist;
}
