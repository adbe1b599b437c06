import type { MailJob } from "./claim-mail";
import type { MailTransport } from "./mail-transport";
import type { MailOutcome } from "./record-mail-outcome";
import { renderMail, type RenderedMail } from "./render-mail";
import { messageIdFor, type Mailbox } from "./sender";
import { classifySmtpError } from "./smtp-error";

export type AttemptOptions = { transport: MailTransport; sender: Mailbox; retryDelaysMs: readonly number[]; timeoutMs: number };

/**
 * One attempt at one message: render it, hand it to the transport, and say what to
 * record. A refusal is final; anything else is tried again after the next delay of
 * MAIL_RETRY_DELAYS_MS, and recorded as failed when none is left.
 */
export async function attemptMail(job: MailJob, o: AttemptOptions): Promise<MailOutcome> {
  let rendered: RenderedMail;
  try {
    rendered = await renderMail(job.kind, job.data, { organizationName: job.organizationName });
  } catch (error) {
    console.error(`[mail] message ${job.id} (${job.kind}) could not be rendered:`, error);
    return { id: job.id, attempt: job.attempt, status: "FAILED", subject: null, error: "The message could not be composed from its template." };
  }
  try {
    const message = {
      // MAIL_FROM as the operator wrote it, whoever the message is for: an organisation's
      // name is chosen by whoever signs up and would read there as the deployment's own
      // words, so a message for one names it in its body only.
      from: o.sender,
      to: job.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: messageIdFor(job.id, o.sender),
      replyTo: rendered.replyTo,
      headers: rendered.headers,
    };
    await withDeadline(o.transport.send(message), o.timeoutMs);
    const copies = o.transport.keepsCopies;
    return { id: job.id, attempt: job.attempt, status: "SENT", subject: rendered.subject, html: copies ? rendered.html : null, text: copies ? rendered.text : null };
  } catch (error) {
    const failure = classifySmtpError(error);
    if (failure.permanent) return { id: job.id, attempt: job.attempt, status: "FAILED", subject: rendered.subject, error: failure.reason };
    const delayMs = o.retryDelaysMs[job.attempt - 1];
    if (delayMs === undefined) {
      const error = `Gave up after ${job.attempt} attempt${job.attempt === 1 ? "" : "s"}. ${failure.reason}`;
      return { id: job.id, attempt: job.attempt, status: "FAILED", subject: rendered.subject, error };
    }
    return { id: job.id, attempt: job.attempt, status: "RETRY", subject: rendered.subject, error: failure.reason, delayMs };
  }
}

// nodemailer's timeouts are per step (connect, greeting, each reply); this bounds the
// whole attempt, so that it always ends well inside its lease.
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
