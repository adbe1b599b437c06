import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";

// The intake form's draft, kept in the browser until the enquiry is sent, so that nothing
// typed is lost when the session ends before Send (sign-in returns to the form) or the
// tab is reloaded. In sessionStorage: it survives signing in again in the same tab, and a
// guest's details do not outlive the tab on a shared computer. Keyed by organisation and
// user, so that nobody else signing in there sees it.

const PREFIX = "staydesk:enquiry-draft:";

export function enquiryDraftKey(organizationId: string, userId: string): string {
  return `${PREFIX}${organizationId}:${userId}`;
}

/** The draft under `key` laid over the form's defaults (parts it lacks or that changed shape keep theirs); null when there is none. */
export function readEnquiryDraft(key: string, defaults: EnquiryFormValues): EnquiryFormValues | null {
  let saved: unknown;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
  if (typeof saved !== "object" || saved === null || typeof (saved as { externalId?: unknown }).externalId !== "string") return null;
  const draft: Record<string, unknown> = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = (saved as Record<string, unknown>)[name];
    if (Array.isArray(fallback)) draft[name] = Array.isArray(value) ? value : fallback;
    else if (typeof fallback === "object" && fallback !== null) draft[name] = typeof value === "object" && value !== null ? { ...fallback, ...value } : fallback;
    else draft[name] = typeof value === typeof fallback ? value : fallback;
  }
  return draft as EnquiryFormValues;
}

export function writeEnquiryDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
}

/** Drops the draft; with `externalId`, only the draft of that enquiry (the one just sent). */
export function forgetEnquiryDraft(key: string, externalId?: string): void {
  try {
    if (externalId !== undefined) {
      const saved = JSON.parse(window.sessionStorage.getItem(key) ?? "null") as { externalId?: unknown } | null;
      if (saved?.externalId !== externalId) return;
    }
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing readable to drop.
  }
}
