import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DecisionForm } from "@/components/approvals/decision-form";
import { COMMENT_MAX } from "@/lib/portal/approvals/approval-input";
import { readApproval, type ApprovalView } from "@/lib/portal/approvals/read-approval";
import { DEFAULT_TIME_ZONE, formatDate } from "@/lib/shared/format";
import { decideApprovalAction } from "./actions";

// The page an approver opens from their e-mail: signed out, the choice and why it needs
// approval, and the decision. Opening it decides nothing (a mail scanner may open it first);
// only the form's POST does. Not indexed: the token is the only key.
export const metadata: Metadata = { title: "Approve a stay", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Params = Promise<{ token: string }>;

export default async function ApprovePage({ params }: { params: Params }) {
  const { token } = await params;
  const approval = await readApproval(token);
  if (!approval) notFound();
  return (
    <main id="content" className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">A stay for {approval.clientName}</h1>
      <p className="mt-1 text-sm text-slate-600">For your decision, {approval.approverName}.</p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-[10rem_1fr] sm:p-6">
        <dt className="font-medium text-slate-700">Stay</dt>
        <dd className="text-slate-900 wrap-anywhere">{approval.stay}</dd>
        <dt className="font-medium text-slate-700">Chosen</dt>
        <dd className="text-slate-900 wrap-anywhere" data-testid="approval-option">
          {approval.option}
          {approval.priceLabel ? <span className="text-slate-700">, {approval.priceLabel}</span> : null}
        </dd>
        <dt className="font-medium text-slate-700">Why approval</dt>
        <dd className="text-slate-900">{approval.why.charAt(0).toUpperCase() + approval.why.slice(1)}.</dd>
        <dt className="font-medium text-slate-700">Reason given</dt>
        <dd className="whitespace-pre-line text-slate-900 wrap-anywhere">{approval.reason}</dd>
      </dl>
      <section aria-labelledby="decision" className="mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="decision" className="mb-3 text-lg font-semibold text-slate-900">
          Your decision
        </h2>
        {approval.status === "PENDING" ? (
          <>
            <p className="mb-4 text-sm text-slate-600">{`Nothing is booked until you approve. This link decides once, until ${formatDate(approval.expiresAt, DEFAULT_TIME_ZONE, { long: true })}.`}</p>
            <DecisionForm token={token} commentMax={COMMENT_MAX} action={decideApprovalAction} />
          </>
        ) : (
          <p className="text-sm text-slate-800" data-testid="decision-made">
            {settled(approval)}
          </p>
        )}
      </section>
    </main>
  );
}

function settled(approval: ApprovalView): string {
  switch (approval.status) {
    case "EXPIRED":
      return "This link has expired without a decision. Ask the agency to send the request again if the choice still needs one.";
    case "SUPERSEDED":
      return "The traveller has changed their choice since this e-mail, so it no longer needs your decision. A new choice that needs one comes in a new e-mail.";
    default: {
      const what = approval.status === "APPROVED" ? "Approved" : "Declined";
      const via = approval.decidedVia && approval.decidedVia !== "approver" ? ` (${approval.decidedVia})` : "";
      const when = approval.decidedAt ? ` on ${formatDate(approval.decidedAt, DEFAULT_TIME_ZONE, { long: true })}` : "";
      return `${what} by ${approval.decidedByName ?? "an approver"}${via}${when}${approval.comment ? `: “${approval.comment}”` : "."} A decision is made once.`;
    }
  }
}
