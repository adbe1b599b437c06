/** What became of an attempt that failed: whether to try again, and why, in words for the records. */
export type SmtpFailure = { permanent: boolean; reason: string };

type NodemailerError = { code?: string; responseCode?: number; response?: string; message?: string };

// The server's own reply is kept (it names the refusal: "550 5.1.1 No such user"), trimmed;
// the library's wording around it is not.
function reply(error: NodemailerError): string {
  const text = (error.response ?? "").replace(/\s+/g, " ").trim();
  return text ? ` (${text.length > 200 ? `${text.slice(0, 200)}…` : text})` : "";
}

/**
 * A refusal of this message or this recipient (a 5xx answer to the envelope or the
 * data) will not change by trying again: recorded, never retried. Everything else (the
 * server unreachable, slow, asking to come back later, refusing our credentials) may
 * pass later and is retried until the retries run out.
 */
export function classifySmtpError(error: unknown): SmtpFailure {
  const e = (error ?? {}) as NodemailerError;
  const code = e.responseCode;
  if (code !== undefined && code >= 500 && code < 600 && (e.code === "EENVELOPE" || e.code === "EMESSAGE")) {
    return {
      permanent: true,
      reason: e.code === "EENVELOPE" ? `The mail server refused the recipient's address${reply(e)}.` : `The mail server refused the message${reply(e)}.`,
    };
  }
  if (e.code === "EAUTH") return { permanent: false, reason: `The mail server refused Staydesk's sign-in: check the user and password in SMTP_URL${reply(e)}.` };
  if (e.code === "ETIMEDOUT") return { permanent: false, reason: "The mail server did not answer in time." };
  if (e.code === "ECONNECTION" || e.code === "ESOCKET" || e.code === "EDNS") return { permanent: false, reason: "The mail server could not be reached." };
  if (e.code === "ETLS") return { permanent: false, reason: "A secure connection to the mail server could not be made." };
  if (code !== undefined && code >= 400 && code < 500) return { permanent: false, reason: `The mail server asked to try again later${reply(e)}.` };
  return { permanent: false, reason: `The message could not be sent${reply(e)}.` };
}
