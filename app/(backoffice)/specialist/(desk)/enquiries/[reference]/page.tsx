import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PersonDetails } from "@/components/ui/details";
import { Card } from "@/components/ui/card";
import { getDeskPage } from "@/lib/service/backoffice/get-desk-page";
import { DeskQuery } from "@/lib/service/backoffice/web/desk-query";
import { requireSpecialist } from "@/lib/service/backoffice/web/session";
import { ServiceError } from "@/lib/service/errors";
import { FollowChanges } from "../../_components/follow-changes";
import { ActionLogCard } from "./_components/action-log-card";
import { BookingCard } from "./_components/booking-card";
import { ComposeCard } from "./_components/compose-card";
import { EnquiryCard } from "./_components/enquiry-card";
import { EnquiryHeading } from "./_components/enquiry-heading";
import { PreferenceCard } from "./_components/preference-card";
import { QuotesCard } from "./_components/quotes-card";

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${(await params).reference} · Back office` };
}

// GET /specialist/enquiries/{reference} – one enquiry: its moves, quotes, booking and log
export default async function DeskEnquiryPage({ params, searchParams }: Props) {
  const specialist = await requireSpecialist();
  const { reference } = await params;
  const query = DeskQuery.parse(await searchParams);
  const desk = await getDeskPage(reference, specialist.name, query).catch((error: unknown) => {
    if (error instanceof ServiceError && error.code === "RESOURCE_NOT_FOUND") notFound();
    throw error;
  });
  const { enquiry, quotes, booking, preference } = desk;

  return (
    <>
      <FollowChanges version={desk.version} enquiry={reference} />
      <nav className="mb-4 text-sm">
        <Link href="/specialist" className="text-brand-700 hover:underline">
          ← Queue
        </Link>
      </nav>
      <EnquiryHeading enquiry={enquiry} agency={desk.agency} moves={desk.moves} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {preference ? <PreferenceCard preference={preference} /> : null}
          {booking ? <BookingCard reference={reference} booking={booking} moves={desk.bookingMoves} /> : null}
          <QuotesCard reference={reference} quotes={quotes} preference={preference} canAccept={desk.moves.includes("ACCEPT_QUOTE_ITEM")} />
          {desk.search ? <ComposeCard enquiry={enquiry} search={desk.search} /> : null}
        </div>

        <div className="flex flex-col gap-6">
          <EnquiryCard enquiry={enquiry} />
          <Card title="Lead guest">
            <PersonDetails person={enquiry.leadGuest} empty="Not given." />
          </Card>
          <Card title="Booker">
            <PersonDetails person={enquiry.clientBooker} empty="Not given." />
          </Card>
          <ActionLogCard actions={desk.actions} />
        </div>
      </div>
    </>
  );
}
