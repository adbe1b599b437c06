import { Fragment } from "react";
import { LocalTime } from "@/components/time/time-zone";
import { Card } from "@/components/ui/card";
import type { StoredAmendment } from "@/lib/portal/amendments/list-amendments";
import type { ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import { amendmentTitle, changeInWords } from "@/lib/shared/amendment-words";
import { ChangeDetailsButton } from "./change-details-button";
import type { ChangeDetailsProps } from "./change-details-dialog";

type Props = {
  providers: readonly ProviderEnquiryView[];
  /** Each provider's amendments the portal knows of, newest first, by connection id. */
  amendments: ReadonlyMap<string, readonly StoredAmendment[]>;
  /** What the Change details dialog starts from, while a provider holds the enquiry open; null otherwise. */
  change: ChangeDetailsProps | null;
};

/**
 * The changes made to the enquiry's details, per provider ("Details changed · version 2 ·
 * 14:02 by Ana Silva: …"), and "Change details" while a provider still works on it. Not
 * shown for an enquiry that was never changed and can no longer be.
 */
export function AmendmentsCard({ providers, amendments, change }: Props) {
  const changed = providers.filter((p) => (amendments.get(p.connection.id)?.length ?? 0) > 0);
  if (!change && changed.length === 0) return null;
  const several = providers.length > 1;
  return (
    <Card
      title="Changes to the details"
      description={change ? "While a provider is still working on the enquiry, its dates, guests, requirements and lead guest can be changed." : undefined}
      actions={change ? <ChangeDetailsButton {...change} /> : null}
    >
      {changed.length === 0 ? (
        <p className="text-sm text-slate-600">The details are as first sent.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {changed.map((provider) => (
            <section key={provider.connection.id} aria-label={`Changes at ${provider.connection.name}`} data-testid="provider-amendments" data-provider={provider.connection.name}>
              {several ? <h3 className="mb-1 text-sm font-semibold text-slate-900">{provider.connection.name}</h3> : null}
              <ol className="flex flex-col gap-1.5 text-sm text-slate-700" aria-label="Changes, newest first">
                {amendments.get(provider.connection.id)!.map((amendment) => (
                  <li key={amendment.id} className="wrap-anywhere" data-testid="amendment">
                    <span className="font-medium text-slate-900">{amendmentTitle(amendment.version)}</span> ·{" "}
                    <span className="whitespace-nowrap">
                      <LocalTime at={amendment.amendedAt} />
                    </span>
                    {amendment.authorName ? ` by ${amendment.authorName}` : ""}:{" "}
                    {/* Each change wraps as a whole where it fits on a line: a date range is not cut in two. */}
                    {amendment.changes.map((change, i) => (
                      <Fragment key={change.field}>
                        {i > 0 ? "; " : ""}
                        <span className="inline-block">{changeInWords(change)}</span>
                      </Fragment>
                    ))}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
