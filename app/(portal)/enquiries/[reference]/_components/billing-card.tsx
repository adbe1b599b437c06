import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Details, Item } from "@/components/ui/details";
import type { EnquiryBillingView } from "@/lib/portal/enquiries/get-enquiry-billing";

/** Who the enquiry is billed to, as the intake form chose: only what was given. */
export function BillingCard({ billing }: { billing: EnquiryBillingView | null }) {
  if (!billing) return null;
  const { client, traveller, costCentre, poNumber, projectCode } = billing;
  return (
    <Card title="Client">
      <Details stacked>
        {client ? (
          <Item label="Client">
            <Link href={`/settings/clients/${encodeURIComponent(client.id)}`} className="text-brand-700 hover:underline">
              {client.name}
            </Link>
            {client.archived ? <span className="text-slate-500"> (archived)</span> : null}
          </Item>
        ) : null}
        {traveller ? <Item label="Traveller">{traveller === "removed" ? <span className="text-slate-500">A traveller since removed</span> : traveller.name}</Item> : null}
        {costCentre ? (
          <Item label="Cost centre">
            <span className="font-mono text-xs">{costCentre.code}</span>
            {costCentre.label ? ` · ${costCentre.label}` : <span className="text-slate-500"> (since removed)</span>}
          </Item>
        ) : null}
        {poNumber ? <Item label="PO number">{poNumber}</Item> : null}
        {projectCode ? <Item label="Project code">{projectCode}</Item> : null}
      </Details>
    </Card>
  );
}
