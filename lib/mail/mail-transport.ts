import nodemailer from "nodemailer";
import type { Env } from "@/lib/env";
import { mailMode } from "./mail-mode";
import type { Mailbox } from "./sender";

export type OutgoingMessage = {
  from: Mailbox;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/** Where the worker hands a rendered message. `keepsCopies`: both parts stay in the outbox (the development catcher). */
export type MailTransport = { keepsCopies: boolean; send(message: OutgoingMessage): Promise<void> };

/**
 * SMTP_URL's server through nodemailer (smtp://: STARTTLS whenever the server offers it;
 * smtps://: TLS from the first byte; nodemailer's URL options such as
 * `?requireTLS=true` or `?tls.rejectUnauthorized=false` pass through), or the catcher,
 * or nothing when this server sends no mail. A connection per message: account mail is
 * rare, and a fresh connection never inherits a broken one's state.
 */
export function createMailTransport(env: Env): MailTransport | null {
  const mode = mailMode(env);
  if (mode === "off") return null;
  if (mode === "catcher") return { keepsCopies: true, send: async () => {} };
  const timeout = env.MAIL_TIMEOUT_MS;
  const transporter = nodemailer.createTransport({ url: env.SMTP_URL, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  return {
    keepsCopies: false,
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        replyTo: message.replyTo,
        // RFC 3834: no out-of-office answers to account mail.
        // Prepared: a header such as List-Unsubscribe must reach the receiver exactly as
        // written (nodemailer would otherwise fold or encode a long URL).
        headers: { "Auto-Submitted": "auto-generated", ...prepared(message.headers) },
      });
    },
  };
}

function prepared(headers: Record<string, string> | undefined): Record<string, { prepared: true; value: string }> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name, { prepared: true, value }]));
}
