import { Select } from "@/components/ui/field";

/**
 * The provider's event types as a `<select name="eventType">`. The types come in as a prop
 * (the page reads them from the contract on the server), so zod stays out of the client.
 */
export function EventTypeSelect({ eventTypes }: { eventTypes: readonly string[] }) {
  return (
    <Select name="eventType" defaultValue="ENQUIRY.CREATED">
      {eventTypes.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </Select>
  );
}
