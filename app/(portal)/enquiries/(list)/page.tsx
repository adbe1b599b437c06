import type { Metadata } from "next";
import Link from "next/link";
import { EnquiriesIcon } from "@/components/icons";
import { EnquiryList } from "@/components/enquiries/enquiry-list";
import { LiveSection } from "@/components/live/live-section";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { EnquiryListQuery, listTrackedEnquiries } from "@/lib/portal/enquiries/list-tracked-enquiries";
import { requireMember } from "@/lib/portal/session/require-member";
import { EnquiryFilters } from "../_components/enquiry-filters";

export const metadata: Metadata = { title: "Enquiries" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function EnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const { organization, user } = await requireMember();
  const query = EnquiryListQuery.parse(await searchParams);
  const page = await listTrackedEnquiries(organization.id, query);
  const filtered = Boolean(query.q || query.state);

  const link = (cursor: { after?: string; before?: string }) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.state) params.set("state", query.state);
    for (const [name, value] of Object.entries(cursor)) if (value) params.set(name, value);
    return `/enquiries?${params}`;
  };

  return (
    <>
      <PageHeader
        title="Enquiries"
        description={`Every enquiry ${organization.name} has sent from Staydesk, newest first.`}
        actions={<ButtonLink href="/enquiries/new">New enquiry</ButtonLink>}
      />
      <LiveSection organizationId={organization.id} userId={user.id} />

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
          <EnquiryFilters q={query.q ?? ""} state={query.state ?? ""} />
          <p className="text-sm text-slate-600" data-testid="enquiry-count">
            {page.total === 1 ? "1 enquiry" : `${page.total} enquiries`}
            {filtered ? " match" : ""}
            {filtered ? (
              <>
                {" · "}
                <Link href="/enquiries" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  Clear the search
                </Link>
              </>
            ) : null}
          </p>
          {page.rows.length === 0 ? (
            <EmptyState title="No enquiries match" heading="h2">Try another search, or another state.</EmptyState>
          ) : (
            <EnquiryList rows={page.rows} />
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
