import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PersonDetails } from "@/components/ui/details";
import { Card } from "@/components/ui/card";
import { CONVERSATION_PAGE, getDeskConversation } from "@/lib/service/backoffice/get-desk-conversation";
import { getDeskPage } from "@/lib/service/backoffice/get-desk-page";
import { DeskQuery } from "@/lib/service/backoffice/web/desk-query";
import { requireSpecialist } from "@/lib/service/backoffice/web/session";
import { ServiceError } from "@/lib/service/errors";
import { FollowChanges } from "../../_components/follow-changes";
import { ActionLogCard } from "./_components/action-log-card";
import { AmendmentsCard } from "./_components/amendments-card";
import { BookingCard } from "./_components/booking-card";
import { BookingChangesCard } from "./_components/booking-changes-card";
import { ConversationCard } from "./_components/conversation-card";
import { ComposeCard } from "./_components/compose-card";
import { EnquiryCard } from "./_components/enquiry-card";
import { EnquiryHeading } from "./_components/enquiry-heading";
import { PreferenceCard } from "./_components/preference-card";
import { QuotesCard } from "./_components/quotes-card";

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${(await params).reference} · Back office` };
}

// GET /specialist/enquiries/{reference} – one enquiry: its moves, quotes, booking, amendments and log
export default async function DeskEnquiryPage({ params, searchParams }: Props) {
  const specialist = await requireSpecialist();
  const { reference } = await params;
  const raw = await searchParams;
  const query = DeskQuery.parse(raw);
  // The conversation is read after getDeskPage read the page's version: a message that
  // arrives in between moves the version, and the page re-reads.
  const [desk, conversation] = await getDeskPage(reference, specialist.name, query)
    .then(async (page) => [page, await getDeskConversation(reference, query.messages)] as const)
    .catch((error: unknown) => {
      if (error instanceof ServiceError && error.code === "RESOURCE_NOT_FOUND") notFound();
      throw error;
    });
  const { enquiry, quotes, booking, preference } = desk;
  const earlier = new URLSearchParams(Object.entries(raw).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  earlier.set("messages", String(query.messages + CONVERSATION_PAGE));

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
          {desk.bookingChanges ? <BookingChangesCard reference={reference} history={desk.bookingChanges} /> : null}
          <QuotesCard
            reference={reference}
            quotes={quotes}
            preference={preference}
            canAccept={desk.moves.includes("ACCEPT_QUOTE_ITEM")}
            forEarlierDetails={desk.quotesForEarlierDetails}
          />
          {desk.search ? <ComposeCard enquiry={enquiry} search={desk.search} /> : null}
        </div>

        <div className="flex flex-col gap-6">
          <EnquiryCard enquiry={enquiry} />
          {desk.amendments.length > 0 ? <AmendmentsCard amendments={desk.amendments} /> : null}
          <ConversationCard
            reference={reference}
            conversation={conversation}
            agency={desk.agency.displayName ?? desk.agency.name}
            reader={specialist.name}
            earlierHref={`?${earlier.toString()}#conversation`}
          />
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
