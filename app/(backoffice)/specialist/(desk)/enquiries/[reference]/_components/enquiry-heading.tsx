import { closureReasonLabel, EnquiryStateBadge } from "@/components/ui/enquiry-state-badge";
import { LocalTime } from "@/components/time/time-zone";
import { CLOSURE_REASONS } from "@/lib/contract/common";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { DeskEnquiry } from "@/lib/service/backoffice/get-desk-enquiry";
import type { EnquiryMove } from "@/lib/service/backoffice/enquiry-moves";
import { assignAction, closeAction, reopenAction, shortlistAction } from "../actions";
import { CloseForm } from "./close-form";
import { MoveForm } from "./move-form";

const CLOSE_REASONS = CLOSURE_REASONS.map((r) => ({ value: r, label: closureReasonLabel(r) }));

/** The enquiry's reference and state, whose it is, and the moves of the enquiry the specialist may make. */
export function EnquiryHeading({ enquiry, agency, moves }: { enquiry: Enquiry; agency: DeskEnquiry["agency"]; moves: EnquiryMove[] }) {
  const fields = { reference: enquiry.serviceReference };
  const closureReason = enquiry.enquiryState?.closureReason;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900">
          <span className="font-mono">{enquiry.serviceReference}</span>
          <span data-testid="enquiry-state">
            <EnquiryStateBadge state={enquiry.enquiryState?.state} />
          </span>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <span title={agency.name} data-testid="enquiry-agency">
            {agency.displayName ?? agency.name}
          </span>{" "}
          · client reference {enquiry.clientReference} · received <LocalTime at={enquiry.createdAt} />
          {closureReason ? ` · closed: ${closureReasonLabel(closureReason)}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {moves.includes("ASSIGN") ? <MoveForm action={assignAction} fields={fields} label="Assign to me" /> : null}
        {moves.includes("SHORTLIST") ? <MoveForm action={shortlistAction} fields={fields} label="Start shortlisting" variant="primary" /> : null}
        {moves.includes("REOPEN") ? <MoveForm action={reopenAction} fields={fields} label="Reopen" variant="primary" /> : null}
        {moves.includes("CLOSE") ? <CloseForm action={closeAction} fields={fields} reasons={CLOSE_REASONS} /> : null}
      </div>
    </div>
  );
}
