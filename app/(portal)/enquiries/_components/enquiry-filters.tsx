import { ENQUIRY_STATES } from "@/lib/contract/common";
import { stateLabel } from "@/components/enquiries/enquiry-state-badge";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";

/** Search and state filter: a plain GET form, so every filtered list has its own address. */
export function EnquiryFilters({ q, state }: { q: string; state: string }) {
  return (
    <form role="search" aria-label="Enquiries" method="get" action="/enquiries" className="flex flex-wrap items-end gap-3">
      <Field label="Search" className="min-w-0 flex-[2_1_16rem]">
        <Input type="search" name="q" defaultValue={q} maxLength={100} placeholder="Reference, place, guest or agent" />
      </Field>
      <Field label="State" className="flex-[1_1_10rem]">
        <Select name="state" defaultValue={state}>
          <option value="">All states</option>
          {ENQUIRY_STATES.map((value) => (
            <option key={value} value={value}>
              {stateLabel(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
