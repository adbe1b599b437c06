import type { ReactElement } from "react";
import type { MailData, MailKind } from "../kinds";

/** Who the message is from, as the worker knows it at send time. */
export type MailContext = { organizationName: string | null };

/**
 * One kind of message: its subject, its body (a React component that react-email renders
 * to HTML, and to the plain-text part from that HTML), and where replies go.
 */
export type MailTemplate<K extends MailKind> = {
  subject: (data: MailData<K>) => string;
  Body: (props: { data: MailData<K>; context: MailContext }) => ReactElement;
  replyTo?: (data: MailData<K>) => string | undefined;
  /** Headers of its own (List-Unsubscribe), as they go out. */
  headers?: (data: MailData<K>) => Record<string, string>;
};
