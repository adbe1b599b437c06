import { z } from "zod";

// What each kind of message carries: written by whoever asks for the message (the
// outbox row's `data`), read by its template in lib/mail/templates. Plain data, no
// React, so that the portal's code can name a message without loading the templates.

const Name = z.string().min(1).max(200);
const Link = z.url();
const Text = z.string().min(1).max(300);
const Unsubscribe = { preferencesUrl: Link, unsubscribeUrl: Link, unsubscribeWhat: Name };

export const MAIL_KINDS = {
  invitation: z.object({
    organizationName: Name,
    inviterName: Name,
    inviterEmail: z.email(),
    // Optional: messages already in the outbox before it was added still render.
    inviteeEmail: z.email().optional(),
    role: z.enum(["admin", "agent"]),
    link: Link,
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  "reset-password": z.object({ name: Name, link: Link, validMinutes: z.number().int().positive() }),
  "verify-email": z.object({ name: Name, link: Link, validHours: z.number().int().positive() }),
  "change-email": z.object({ name: Name, newEmail: z.email(), link: Link, validHours: z.number().int().positive() }),
  // To the old address once the change is made: what changed, and the way back.
  "email-changed": z.object({ name: Name, oldEmail: z.email(), newEmail: z.email(), undoLink: Link, validDays: z.number().int().positive() }),
  "sign-up-existing": z.object({ name: Name, signInLink: Link, resetLink: Link }),
  // A member's notification about one event, in words the portal wrote; every notification
  // carries its one-click unsubscribe link (RFC 8058) and the way to the preferences page.
  notification: z.object({ subject: Text, heading: Text, text: z.string().max(2000), link: Link, linkLabel: Name, ...Unsubscribe }),
  // A client's choice that needs their approver's decision: what was chosen, why it needs
  // approval, the client's reason, and the approver's own link to decide (used once).
  "approval-request": z.object({
    approverName: Name,
    clientName: Name,
    stay: Text,
    option: Text,
    price: Name.optional(),
    why: Text,
    reason: z.string().min(1).max(1000),
    link: Link,
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  // What a member chose to receive once a day, in one message.
  digest: z.object({
    subject: Text,
    items: z.array(z.object({ heading: Text, text: z.string().max(2000), link: Link, at: z.string().max(100) })).min(1).max(500),
    ...Unsubscribe,
  }),
} as const;

export type MailKind = keyof typeof MAIL_KINDS;
export type MailData<K extends MailKind> = z.infer<(typeof MAIL_KINDS)[K]>;

export function isMailKind(value: string): value is MailKind {
  return Object.hasOwn(MAIL_KINDS, value);
}
