import type { ProviderAnswer } from "@/lib/portal/amendments/provider-answer";

// What the enquiry page says after sending again, withdrawing or changing details, in words (pure).

const list = (names: string[]) => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/** After "send again": who still refuses, or that every one took it. */
export function sendAgainInWords(stillRefused: string[]): string {
  if (stillRefused.length === 0) return "Sent again: every provider has taken the enquiry.";
  return `Sent again. ${list(stillRefused)} still refused it; the reason is shown on the page.`;
}

/** After "withdraw from the others": which providers closed their enquiry, and which are withdrawn here only. */
export function withdrawalsInWords(withdrawals: { connection: { name: string }; closedAtProvider: boolean }[]): string {
  if (withdrawals.length === 0) return "Already withdrawn from the other providers.";
  const closed = withdrawals.filter((w) => w.closedAtProvider).map((w) => w.connection.name);
  const local = withdrawals.filter((w) => !w.closedAtProvider).map((w) => w.connection.name);
  const parts = [
    closed.length > 0 ? `Closed at ${list(closed)}.` : null,
    local.length > 0 ? `Marked withdrawn here only for ${list(local)}: tell ${local.length === 1 ? "them" : "each of them"} yourself.` : null,
  ];
  return parts.filter(Boolean).join(" ");
}

/** A withdrawn provider's row: closed at the provider (its state as just read), or withdrawn here only. */
export function withdrawnRowInWords(provider: { connection: { name: string }; state: string }): string {
  return provider.state === "CLOSED" ? "Closed at the provider." : `Marked withdrawn here only: tell ${provider.connection.name} yourself.`;
}

/** One provider's answer to a change of details, as the dialog lists it. */
export type AmendmentAnswerLine = Pick<ProviderAnswer, "providerName" | "status" | "message">;

/** After "Change details": where the details changed, where they already were so, and where not (each line says why). */
export function amendmentAnswersInWords(answers: readonly Pick<AmendmentAnswerLine, "providerName" | "status">[]): string {
  const named = (status: (s: AmendmentAnswerLine["status"]) => boolean) => answers.filter((a) => status(a.status)).map((a) => a.providerName);
  const changed = named((s) => s === "changed");
  const already = named((s) => s === "unchanged");
  const not = named((s) => s !== "changed" && s !== "unchanged");
  if (changed.length === 0 && not.length === 0) return "Every provider already has these details: nothing was changed.";
  const parts = [
    changed.length > 0 ? `Details changed at ${list(changed)}.` : null,
    already.length > 0 && changed.length > 0 ? `${list(already)} already had them.` : null,
    not.length > 0 ? `${changed.length > 0 ? "Not" : "The details were not"} changed at ${list(not)}: each answer is below, and what you typed is kept.` : null,
  ];
  return parts.filter(Boolean).join(" ");
}
