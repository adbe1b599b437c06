import type { AccountProfile } from "@/lib/contract/account-profile";
import { getPrisma } from "@/lib/db/prisma";

/** The name the provider's staff see for the calling account (a Staydesk extension). */
export async function setDisplayName(accountId: string, displayName: string): Promise<AccountProfile> {
  const account = await getPrisma().account.update({ where: { id: accountId }, data: { displayName }, select: { name: true, displayName: true } });
  return { accountName: account.name, displayName: account.displayName };
}
