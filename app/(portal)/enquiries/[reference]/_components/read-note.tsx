import { LocalTime } from "@/components/time/time-zone";
import type { ProviderRead } from "@/lib/portal/enquiries/get-enquiry-view";

/**
 * How old the page's copy of a provider's enquiry (or of its quotes) is, when it was not
 * read from the provider in this render: the receiver's read after the provider's last
 * event, or, when the provider did not answer now, what it said last. Nothing when it was
 * just read.
 */
export function ReadNote({ name, read }: { name: string; read: ProviderRead }) {
  if (read.from === "provider") return null;
  if (read.from === "snapshot") {
    return (
      <p className="text-xs text-slate-500" data-testid="read-note" data-read="snapshot">
        As read from {name} at <LocalTime at={read.at} seconds />.
      </p>
    );
  }
  return (
    <p className="text-sm text-amber-800" data-testid="read-note" data-read="last-snapshot">
      {name} is not answering; this is what it said at <LocalTime at={read.at} seconds />.
    </p>
  );
}
