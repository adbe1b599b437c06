import { getPrisma } from "@/lib/db/prisma";

/** The secret of the account's webhook signatures (HMAC-SHA256). */
export async function getVerificationKey(accountId: string): Promise<string> {
  const account = await getPrisma().account.findUniqueOrThrow({ where: { id: accountId }, select: { verificationKey: true } });
  return account.verificationKey;
}
