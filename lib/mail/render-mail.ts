import { render } from "@react-email/render";
import { createElement } from "react";
import { MAIL_KINDS, type MailData, type MailKind } from "./kinds";
import { MAIL_TEMPLATES } from "./templates";
import type { MailContext, MailTemplate } from "./templates/template";

export type RenderedMail = { subject: string; html: string; text: string; replyTo?: string; headers?: Record<string, string> };

/**
 * A stored message as it goes out: its data checked against its kind's schema, then its
 * template rendered to HTML and to plain text. Runs in the mail worker only (never in a
 * request), so the portal never waits for it.
 */
export async function renderMail(kind: MailKind, json: string, context: MailContext): Promise<RenderedMail> {
  const data = MAIL_KINDS[kind].parse(JSON.parse(json)) as MailData<typeof kind>;
  const template = MAIL_TEMPLATES[kind] as MailTemplate<typeof kind>;
  const element = createElement(template.Body, { data, context });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(data), html, text, replyTo: template.replyTo?.(data), headers: template.headers?.(data) };
}
