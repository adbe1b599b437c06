import type { Env } from "@/lib/env";

export type Mailbox = { name: string; address: string };

/** MAIL_FROM as a name and an address; without it, "Staydesk" at the portal's host. */
export function senderOf(env: Env): Mailbox {
  const match = env.MAIL_FROM?.trim().match(/^(.*?)\s*<\s*([^\s<>]+)\s*>$/);
  if (match) return { name: match[1]!.replace(/^"|"$/g, "").trim() || "Staydesk", address: match[2]! };
  if (env.MAIL_FROM) return { name: "Staydesk", address: env.MAIL_FROM.trim() };
  const host = new URL(env.PORTAL_URL ?? "http://localhost").hostname;
  return { name: "Staydesk", address: `no-reply@${host}` };
}

/**
 * The same Message-ID at every attempt of one message: a copy sent again after a crash
 * is recognisably the same message to the receiving side.
 */
export function messageIdFor(mailId: string, sender: Mailbox): string {
  return `<${mailId}@${sender.address.split("@")[1] ?? "staydesk.invalid"}>`;
}
