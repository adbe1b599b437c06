import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { getPortalUrl } from "../portal-url";

// better-auth's e-mail callbacks: each puts one message in the outbox (the mail worker
// sends it; no request waits for the mail server). better-auth calls them right after its
// own writes. The keys of what anyone can ask for (a reset, the notice to an existing
// account) or send to any address (an address change) deduplicate per account and minute
// (hour, for the notice), so that a form sent in a loop cannot flood a mailbox; the link
// of the first message stays valid meanwhile. A sign-up's confirmation is sent once per
// link: a new one comes only from signing in with the right password, which the sign-in
// limit already counts, or from a sign-up that replaces an unconfirmed account, at most
// once every few minutes per address (replace-unconfirmed-account.ts).

export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_HOURS = 24;

type User = { id: string; name: string; email: string };

const minute = () => Math.floor(Date.now() / 60_000);

/** A new address to confirm: a sign-up's, or the new one of an address change. */
export async function sendVerificationMail({ user, url, token }: { user: User; url: string; token: string }): Promise<void> {
  const change = tokenPayload(token).updateTo;
  if (typeof change === "string") {
    await enqueueMail({
      kind: "change-email",
      dedupeKey: `change-email:${user.id}:${change}:${minute()}`,
      recipient: change,
      userId: user.id,
      data: { name: user.name, newEmail: change, link: url, validHours: VERIFY_LINK_HOURS },
    });
    return;
  }
  await enqueueMail({
    kind: "verify-email",
    // One message per request: a link asked for again within the same second is the same
    // token (better-auth signs the address and the second), and is still sent again.
    dedupeKey: `verify-email:${createHash("sha256").update(token).digest("base64url")}:${randomUUID()}`,
    recipient: user.email,
    userId: user.id,
    data: { name: user.name, link: url, validHours: VERIFY_LINK_HOURS },
  });
}

export async function sendResetPasswordMail({ user, url }: { user: User; url: string }): Promise<void> {
  await enqueueMail({
    kind: "reset-password",
    dedupeKey: `reset-password:${user.id}:${minute()}`,
    recipient: user.email,
    userId: user.id,
    data: { name: user.name, link: url, validMinutes: RESET_LINK_MINUTES },
  });
}

/** Someone signed up with this account's address: the page said what it says to anyone, this tells the owner. */
export async function sendSignUpExistingMail({ user }: { user: User }): Promise<void> {
  const portal = getPortalUrl();
  await enqueueMail({
    kind: "sign-up-existing",
    dedupeKey: `sign-up-existing:${user.id}:${Math.floor(Date.now() / 3_600_000)}`,
    recipient: user.email,
    userId: user.id,
    data: { name: user.name, signInLink: `${portal}/sign-in`, resetLink: `${portal}/forgot-password` },
  });
}

// better-auth's verification links carry a signed JWT; its payload says whether the link
// confirms a sign-up or an address change (`updateTo`). The signature is better-auth's to
// check when the link is opened; here the token is one it has just made.
function tokenPayload(token: string): { updateTo?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { updateTo?: unknown };
  } catch {
    return {};
  }
}
