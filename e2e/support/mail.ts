import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { E2E_MAIL_DIR } from "./env";

// The messages the tests' mail server received (e2e/support/mail-sink.ts), as a mail
// client reads them.

export type ReceivedMail = { mail: ParsedMail; to: string[]; subject: string; text: string; html: string };

async function readAll(): Promise<ReceivedMail[]> {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  const files = fs.readdirSync(E2E_MAIL_DIR).filter((f) => f.endsWith(".eml") && !f.startsWith(".")).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(fs.readFileSync(path.join(E2E_MAIL_DIR, file)));
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
      return { mail, to, subject: mail.subject ?? "", text: mail.text ?? "", html: typeof mail.html === "string" ? mail.html : "" };
    }),
  );
}

/** Every message to `address` with this subject so far, oldest first. */
export async function mailTo(address: string, subject: string): Promise<ReceivedMail[]> {
  return (await readAll()).filter((m) => m.to.includes(address.toLowerCase()) && m.subject === subject);
}

/** Waits for the `count`-th message to `address` with this subject and returns the newest. */
export async function waitForMail(address: string, subject: string, count = 1): Promise<ReceivedMail> {
  let found: ReceivedMail[] = [];
  await expect(async () => {
    found = await mailTo(address, subject);
    expect(found.length, `messages to ${address}: “${subject}”`).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000, intervals: [100, 200, 500] });
  return found.at(-1)!;
}

/** The link of the message's text part whose path starts with `pathPrefix`. */
export function linkIn(message: ReceivedMail, pathPrefix: string): string {
  const link = (message.text.match(/https?:\/\/\S+/g) ?? []).find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No link to ${pathPrefix} in “${message.subject}”:\n${message.text}`);
  return link;
}

export const SUBJECTS = {
  verify: "Confirm your e-mail address for Staydesk",
  reset: "Reset your Staydesk password",
  existing: "You already have a Staydesk account",
  changeEmail: "Confirm your new e-mail address for Staydesk",
} as const;
