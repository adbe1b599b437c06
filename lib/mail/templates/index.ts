import type { MailKind } from "../kinds";
import { approvalRequestMail } from "./approval-request";
import { changeEmailMail } from "./change-email";
import { digestMail } from "./digest";
import { emailChangedMail } from "./email-changed";
import { invitationMail } from "./invitation";
import { notificationMail } from "./notification";
import { resetPasswordMail } from "./reset-password";
import { signUpExistingMail } from "./sign-up-existing";
import type { MailTemplate } from "./template";
import { verifyEmailMail } from "./verify-email";

// One template a file; this maps each kind of message (lib/mail/kinds.ts) to its own.
export const MAIL_TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  invitation: invitationMail,
  "reset-password": resetPasswordMail,
  "verify-email": verifyEmailMail,
  "change-email": changeEmailMail,
  "email-changed": emailChangedMail,
  "sign-up-existing": signUpExistingMail,
  notification: notificationMail,
  digest: digestMail,
  "approval-request": approvalRequestMail,
};
