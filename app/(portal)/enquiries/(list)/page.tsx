import type { Metadata } from "next";
import { CsvLinks } from "@/components/ui/csv-links";
import { redirect } from "next/navigation";
import Link from "next/link";
import { EnquiriesIcon } from "@/components/icons";
import { EnquiryList } from "@/components/enquiries/enquiry-list";
import { LiveSection } from "@/components/live/live-section";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { checkBillingFilters } from "@/lib/portal/enquiries/check-billing-filters";
import { isFiltered, queryParams, sortOf, type EnquiryListQuery as Query } from "@/lib/portal/enquiries/enquiry-list-query";
import { listBillingClients } from "@/lib/portal/enquiries/list-billing-clients";
import { EnquiryListQuery, listTrackedEnquiries } from "@/lib/portal/enquiries/list-tracked-enquiries";
import { readListLive } from "@/lib/portal/live/read-list-live";
import { listMembers } from "@/lib/portal/members/list-members";
import { searchString } from "@/lib/portal/navigation/search-string";
import { requireMember } from "@/lib/portal/session/require-member";
import { EnquiryFilters } from "../_components/enquiry-filters";
import { formatNumber } from "@/lib/shared/format";

export const metadata: Metadata = { title: "Enquiries" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function EnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const { organization, user } = await requireMember();
  const raw = await searchParams;
  const query = EnquiryListQuery.parse(raw);
  // One view, one address: the form sends its empty fields too, so its address is tidied
  // once (empty and default values left out) before it is bookmarked or shared.
  const canonical = queryParams(query).toString();
  if (canonical !== searchString(raw)) redirect(canonical ? `/enquiries?${canonical}` : "/enquiries");
  const [page, members, live, clients] = await Promise.all([
    listTrackedEnquiries(organization.id, user.id, query),
    listMembers(organization.id),
    readListLive(organization.id),
    listBillingClients(organization.id),
  ]);
  const problems = checkBillingFilters(query, clients);
  const filtered = isFiltered(query);
  const sort = sortOf(query);

  // Moving to another page or another sort keeps the filters; a new sort starts at the top.
  const link = (change: Partial<Query>) => {
    const params = queryParams({ ...query, after: undefined, before: undefined }, change).toString();
    return params ? `/enquiries?${params}` : "/enquiries";
  };
  const count = page.totalCapped ? `More than ${formatNumber(page.total)} enquiries` : page.total === 1 ? "1 enquiry" : `${formatNumber(page.total)} enquiries`;

  return (
    <>
      <PageHeader
        title="Enquiries"
        description={`Every enquiry ${organization.name} has sent from Staydesk.`}
        actions={<ButtonLink href="/enquiries/new">New enquiry</ButtonLink>}
      />
      <LiveSection userId={user.id} live={live} />

      {page.total === 0 && !filtered ? (
        <EmptyState
          icon={<EnquiriesIcon className="size-8" />}
          title="No enquiries yet"
          heading="h2"
          action={<ButtonLink href="/enquiries/new">Create the first enquiry</ButtonLink>}
        >
          An enquiry takes a minute: the stay, the guests and where they want to be. A specialist then shortlists properties and sends quotes.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <EnquiryFilters query={query} agents={members} currentUserId={user.id} clients={clients} problems={problems} />
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <p className="text-sm text-slate-600" data-testid="enquiry-count">
            {count}
            {filtered ? (page.total === 1 && !page.totalCapped ? " matches" : " match") : ""}
            {filtered ? (
              <>
                {" · "}
                <Link href="/enquiries" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  Clear the filters
                </Link>
              </>
            ) : null}
          </p>
          {page.rows.length > 0 ? <CsvLinks route="/enquiries/export" params={link({}).split("?")[1] ?? ""} /> : null}
          </div>
          {page.rows.length === 0 ? (
            <EmptyState title="No enquiries match" heading="h2">
              {Object.values(problems).length > 0 ? `${Object.values(problems).join(" ")} ` : ""}Try other filters, or clear them.
            </EmptyState>
          ) : (
            <EnquiryList rows={page.rows} sorting={{ ...sort, href: (key, dir) => link({ sort: key, dir }) }} />
          )}
          {page.before || page.after ? (
            <nav aria-label="Pages of enquiries" className="flex justify-between gap-3">
              {page.before ? (
                <ButtonLink href={link({ before: page.before })} variant="secondary" size="sm">
                  ← Newer
                </ButtonLink>
              ) : (
                <span />
              )}
              {page.after ? (
                <ButtonLink href={link({ after: page.after })} variant="secondary" size="sm">
                  Older →
                </ButtonLink>
              ) : null}
            </nav>
          ) : null}
        </div>
      )}
    </>
  );
}

