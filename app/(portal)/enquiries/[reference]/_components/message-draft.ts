// A message being written, kept in the browser until it is sent (sessionStorage, like the
// intake form's draft: it survives a reload and signing in again in the same tab, and does
// not outlive the tab on a shared computer). Keyed by organisation, member, enquiry and
// provider. The idempotency key is made once per draft, so the same draft sent twice (a
// double click, a retry after a lost answer) is one message at the provider.

export type MessageDraft = { text: string; idempotencyKey: string };

const PREFIX = "staydesk:message-draft:";

export function messageDraftKey(parts: { organizationId: string; userId: string; reference: string; connectionId: string }): string {
  return `${PREFIX}${parts.organizationId}:${parts.userId}:${parts.reference}:${parts.connectionId}`;
}

export function newDraft(text = ""): MessageDraft {
  return { text, idempotencyKey: crypto.randomUUID() };
}

export function readMessageDraft(key: string): MessageDraft | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(key) ?? "null") as Partial<MessageDraft> | null;
    if (saved && typeof saved.text === "string" && typeof saved.idempotencyKey === "string") return { text: saved.text, idempotencyKey: saved.idempotencyKey };
  } catch {
    // Nothing readable: a new draft.
  }
  return null;
}

export function writeMessageDraft(key: string, draft: MessageDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the composer still works, without a draft.
  }
}

export function forgetMessageDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}
