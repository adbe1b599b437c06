import type { Metadata } from "next";
import { CsvLinks } from "@/components/ui/csv-links";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import { SpendByClient, SpendByCostCentre } from "@/components/reports/billing-spend";
import { SpendByDestination, SpendByMonth } from "@/components/reports/booked-spend";
import { Conversion } from "@/components/reports/conversion";
import { FirstQuoteTimes } from "@/components/reports/first-quote-times";
import { FirstReplyTimes } from "@/components/reports/first-reply-times";
import { dayLong } from "@/components/reports/labels";
import { AgencyMargin } from "@/components/reports/margin";
import { WaitingList } from "@/components/reports/waiting-list";
import { WeeklyEnquiries } from "@/components/reports/weekly-enquiries";
import { Card } from "@/components/ui/card";
import { listMembers } from "@/lib/portal/members/list-members";
import { getReport } from "@/lib/portal/reports/get-report";
import { getMargin } from "@/lib/portal/reports/get-margin";
import { periodOf, ReportQuery, reportParams } from "@/lib/portal/reports/report-query";
import { searchString } from "@/lib/portal/navigation/search-string";
import { requireMember } from "@/lib/portal/session/require-member";
import { ReportFilters } from "./_components/report-filters";

export const metadata: Metadata = { title: "Reports" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  const { organization, user } = await requireMember();
  const raw = await searchParams;
  const query = ReportQuery.parse(raw);
  // The form sends its empty fields too: one view, one address, tidied before it is bookmarked.
  const canonical = reportParams(query).toString();
  if (canonical !== searchString(raw)) redirect(canonical ? `/reports?${canonical}` : "/reports");

  const now = new Date();
  const period = periodOf(query, now);
  const createdById = query.agent === "me" ? user.id : query.agent;
  const [report, members, margin] = await Promise.all([getReport(organization.id, period, createdById, now), listMembers(organization.id), getMargin(organization.id, period, createdById)]);
  const weeks = report.perWeek.map((row) => row.week);
  const sender = query.agent === undefined ? "" : query.agent === "me" ? " by you" : ` by ${members.find((m) => m.userId === query.agent)?.name ?? "a former member"}`;

  return (
    <>
      <PageHeader
        title="Reports"
        description={`Enquiries ${organization.name} sent${sender} from ${dayLong(period.from)} to ${dayLong(period.to)}, from the events the portal received. Weeks start on Monday; days and months are UTC.`}
      />
      <div className="flex flex-col gap-6">
        <ReportFilters query={query} period={period} senders={members} currentUserId={user.id} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Section title="Enquiries per week">
            <WeeklyEnquiries perWeek={report.perWeek} total={report.enquiries} />
          </Section>
          <Section title="Time from sending to the first quote" description="Median and 90th percentile, by the week the enquiry was sent.">
            <FirstQuoteTimes firstQuote={report.firstQuote} weeks={weeks} />
          </Section>
          <Section title="Quote to booking" description="Of the enquiries that received a quote, how many were booked.">
            <Conversion conversion={report.conversion} />
          </Section>
          <Section title="Waiting longest for a quote" description="Open enquiries without a quote, whenever they were sent.">
            <WaitingList waiting={report.waiting} />
          </Section>
          <Section title="Booked spend by destination" description="The booked unit's total for the stay, by country; each currency apart.">
            <SpendByDestination spend={report.spend} />
          </Section>
          <Section title="Booked spend by month" description="By the month the booking was made; each currency apart.">
            <SpendByMonth spend={report.spend} />
          </Section>
          <Section title="Booked spend by client" description="The same bookings, by the client they are billed to; each currency apart.">
            <SpendByClient billing={report.billing} />
          </Section>
          <Section title="Booked spend by cost centre" description="By the client and the cost centre the intake form named; each currency apart.">
            <SpendByCostCentre billing={report.billing} />
            {report.billing.byCostCentre.length > 0 ? <CsvLinks route="/reports/billing-export" params={canonical} className="mt-4" /> : null}
          </Section>
          <Section
            title="The agency's margin"
            description="The same bookings at the provider's price and at the client's (each client's markup as set now, or the agency's default); each currency apart."
          >
            <AgencyMargin rows={margin} />
          </Section>
          <Section
            title="Time to the provider's first reply"
            description="From an agent's first message about an enquiry to the provider's first answer: median and 90th percentile, by the month asked."
          >
            <FirstReplyTimes firstReply={report.firstReply} />
          </Section>
        </div>
      </div>
    </>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card title={title} description={description} className="min-w-0">
      {children}
    </Card>
  );
}

