import { Badge } from "@/components/ui/badge";
import { LocalTime } from "@/components/time/time-zone";

/** The amendment a quote came before (lib/portal/amendments/quote-marks.ts). */
type Amendment = { version: number; amendedAt: Date };

/**
 * "Made for the earlier details": a quote sent before its provider's latest change of the
 * enquiry's details, and why that matters. On the enquiry page's quotes and above the
 * comparison, the same words.
 */
export function EarlierDetailsMark({ amendment, quoteOf }: { amendment: Amendment; quoteOf?: string }) {
  return (
    <p className="mt-2 text-sm text-amber-900" data-testid="earlier-details">
      <Badge tone="warning" className="mr-2">
        Made for the earlier details
      </Badge>
      {quoteOf ? `The quote from ${quoteOf}` : "This quote"} was made before the details changed (version {amendment.version},{" "}
      <LocalTime at={amendment.amendedAt} />
      ): the specialist has not quoted again since the change.
    </p>
  );
}
