import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { NO_CLIENT, sortOf, type EnquiryListQuery, type StateGroup } from "@/lib/portal/enquiries/enquiry-list-query";
import type { BillingFilterProblems } from "@/lib/portal/enquiries/check-billing-filters";
import type { BillingClient } from "@/lib/portal/enquiries/list-billing-clients";
import { BILLING_CODE_MAX } from "@/lib/portal/clients/billing-codes";

const GROUPS: Record<StateGroup, string> = { open: "Open", quoted: "Quoted", booked: "Booked", closed: "Closed" };
const SORTS = { created: "Created", checkIn: "Check-in", reference: "Reference", client: "Client reference" } as const;

// Folded away unless one of them is in use, so that on a phone the list starts near the top.
const MORE = ["destination", "client", "clientId", "costCentre", "poNumber", "projectCode", "sort", "dir", "checkInFrom", "checkInTo", "createdFrom", "createdTo"] as const;

export type AgentOption = { userId: string; name: string };

/**
 * The list's filters and sort: a plain GET form, so every view has its own address that
 * can be bookmarked or sent to a colleague.
 */
export function EnquiryFilters({
  query,
  agents,
  currentUserId,
  clients,
  problems,
}: {
  query: EnquiryListQuery;
  agents: AgentOption[];
  currentUserId: string;
  /** The organisation's clients (archived ones when enquiries name them); none: the billing filters are left out. */
  clients: BillingClient[];
  /** Why a billing filter of the address finds nothing, beside its field. */
  problems: BillingFilterProblems;
}) {
  const billing = clients.length > 0 || [query.clientId, query.costCentre, query.poNumber, query.projectCode].some((value) => value !== undefined);
  const { key, dir } = sortOf(query);
  return (
    <form role="search" aria-label="Enquiries" method="get" action="/enquiries" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label="Search" className="sm:col-span-2">
        <Input type="search" name="q" defaultValue={query.q} maxLength={100} placeholder="Reference, place, guest or agent" />
      </Field>
      <Field label="State">
        <Select name="group" defaultValue={query.group ?? ""}>
          <option value="">All states</option>
          {Object.entries(GROUPS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Sent by">
        <Select name="agent" defaultValue={query.agent ?? ""}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          {agents
            .filter((agent) => agent.userId !== currentUserId)
            .map((agent) => (
              <option key={agent.userId} value={agent.userId}>
                {agent.name}
              </option>
            ))}
        </Select>
      </Field>
      <details
        open={MORE.some((name) => query[name] !== undefined)}
        className="group sm:col-span-2 lg:col-span-4"
      >
        <summary className="w-fit cursor-pointer rounded-sm text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          More filters and sorting
        </summary>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label="Destination">
        <Input name="destination" defaultValue={query.destination} maxLength={100} placeholder="City or country" />
      </Field>
      <Field label="Client reference">
        <Input name="client" defaultValue={query.client} maxLength={100} />
      </Field>
      {billing ? (
        <>
          <Field label="Client" error={problems.clientId}>
            <Select name="clientId" defaultValue={query.clientId ?? ""}>
              <option value="">Any client</option>
              <option value={NO_CLIENT}>No client</option>
              {clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.archived ? `${client.name} (archived)` : client.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Cost centre code" hint="The whole code, any case" error={problems.costCentre}>
            <Input name="costCentre" defaultValue={query.costCentre} maxLength={BILLING_CODE_MAX.costCentreCode} />
          </Field>
          <Field label="PO number" hint="The whole code, any case" error={problems.poNumber}>
            <Input name="poNumber" defaultValue={query.poNumber} maxLength={BILLING_CODE_MAX.poNumber} />
          </Field>
          <Field label="Project code" hint="The whole code, any case" error={problems.projectCode}>
            <Input name="projectCode" defaultValue={query.projectCode} maxLength={BILLING_CODE_MAX.projectCode} />
          </Field>
        </>
      ) : null}
      <Field label="Sort by">
        <Select name="sort" defaultValue={key}>
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Order">
        <Select name="dir" defaultValue={dir}>
          <option value="asc">Ascending (A to Z)</option>
          <option value="desc">Descending (Z to A)</option>
        </Select>
      </Field>
      <Field label="Check-in from">
        <Input type="date" name="checkInFrom" defaultValue={query.checkInFrom} />
      </Field>
      <Field label="Check-in to">
        <Input type="date" name="checkInTo" defaultValue={query.checkInTo} />
      </Field>
      <Field label="Created from">
        <Input type="date" name="createdFrom" defaultValue={query.createdFrom} />
      </Field>
      <Field label="Created to">
        <Input type="date" name="createdTo" defaultValue={query.createdTo} />
      </Field>
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="following" value="1" defaultChecked={query.following === "1"} className="size-4 rounded border-slate-300 accent-brand-600" />
          Only enquiries I follow
        </label>
      </div>
    </form>
  );
}
