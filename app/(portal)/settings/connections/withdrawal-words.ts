// What the removal dialog says after withdrawing a provider's open enquiries, in words (pure).

type Outcome = { closedAtProvider: boolean; note: string | null };

const enquiries = (n: number) => (n === 1 ? "1 enquiry" : `${n} enquiries`);

/** The whole withdrawal in one sentence: how many the provider closed, how many are withdrawn here only. */
export function openWithdrawalsInWords(name: string, withdrawals: Outcome[]): string {
  if (withdrawals.length === 0) return `No enquiry is open at ${name}: nothing to withdraw.`;
  const closed = withdrawals.filter((w) => w.closedAtProvider).length;
  const local = withdrawals.length - closed;
  if (local === 0) return `Withdrawn: ${name} closed ${withdrawals.length === 1 ? "the open enquiry" : `all ${withdrawals.length} open enquiries`}.`;
  const here = `${local === withdrawals.length ? (local === 1 ? "the open enquiry is" : `all ${local} open enquiries are`) : `${enquiries(local)} ${local === 1 ? "is" : "are"}`} marked withdrawn here only: tell ${name} yourself.`;
  return closed === 0 ? `Withdrawn, but ${here}` : `Withdrawn: ${name} closed ${enquiries(closed)}, and ${here}`;
}

/** What became of one enquiry. */
export function openWithdrawalInWords(name: string, withdrawal: Outcome): string {
  if (withdrawal.closedAtProvider) return `Closed at ${name}.`;
  const why = withdrawal.note ? ` ${/[.!?]$/.test(withdrawal.note) ? withdrawal.note : `${withdrawal.note}.`}` : "";
  return `Marked withdrawn here only.${why} Tell ${name} yourself.`;
}
