import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/time/time-zone";
import type { EnquiryApproval } from "@/lib/portal/approvals/list-approvals";
import type { FormAction } from "@/lib/shared/action-state";
import { RecordApprovalForm } from "./record-approval-form";

const STATUS_WORDS: Record<string, string> = {
  PENDING: "Waiting for approval",
  APPROVED: "Approved",
  DECLINED: "Declined",
  SUPERSEDED: "Replaced by a newer choice",
};

/** The approval requests of the client's choices on this enquiry, newest first; one still waiting can be recorded as approved. */
export function ApprovalsCard({ approvals, reference, recordAction }: { approvals: EnquiryApproval[]; reference: string; recordAction: FormAction }) {
  if (approvals.length === 0) return null;
  return (
    <Card title="Approvals" description="Choices the client's approval rule sends to their approvers before the provider.">
      <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="approvals">
        {approvals.map((a) => (
          <li key={a.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
            <p className="text-slate-900">
              <span className="font-medium">{STATUS_WORDS[a.status] ?? a.status}</span>: {a.propertyName} · {a.unitName}
              <span className="text-slate-600">
                {" "}
                · asked <LocalTime at={a.createdAt} />
              </span>
            </p>
            <p className="text-slate-700">Why: {a.why}. Reason given: “{a.reason}”</p>
            {a.status === "PENDING" ? (
              <>
                <p className="text-slate-700">Sent to {a.approvers.join(", ") || "no approver (record it below)"}; the link expires <LocalTime at={a.expiresAt} />.</p>
                <details className="rounded-md ring-1 ring-slate-200">
                  <summary className="cursor-pointer px-3 py-2 font-medium text-slate-800">Record an approval given by other means</summary>
                  <div className="px-3 pb-3">
                    <RecordApprovalForm reference={reference} approvalId={a.id} action={recordAction} />
                  </div>
                </details>
              </>
            ) : a.status === "APPROVED" || a.status === "DECLINED" ? (
              <p className="text-slate-700">
                By {a.decidedByName}
                {a.decidedVia && a.decidedVia !== "approver" ? ` (${a.decidedVia})` : ""}
                {a.decidedAt ? (
                  <>
                    , <LocalTime at={a.decidedAt} />
                  </>
                ) : null}
                {a.comment ? `: “${a.comment}”` : "."}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
