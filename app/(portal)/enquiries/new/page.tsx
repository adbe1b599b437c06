import type { Metadata } from "next";
import { enquiryDraftKey } from "@/components/enquiries/enquiry-draft";
import { QueryProvider } from "@/components/enquiries/query-provider";
import { WorldMap } from "@/components/enquiries/world-map";
import { PlugIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { NO_BILLING_VALUES } from "@/lib/portal/intake/enquiry-billing";
import { listIntakeClients } from "@/lib/portal/intake/list-intake-clients";
import { listRecipients } from "@/lib/portal/intake/list-recipients";
import { newReferences } from "@/lib/portal/intake/new-references";
import { requireMember } from "@/lib/portal/session/require-member";
import { EnquiryForm } from "./_components/enquiry-form";

export const metadata: Metadata = { title: "New enquiry" };

export default async function NewEnquiryPage() {
  const context = await requireMember();
  const { user, member, organization } = context;
  const [recipients, clients] = await Promise.all([listRecipients(context), listIntakeClients(context)]);

  if (recipients.length === 0) {
    return (
      <>
        <PageHeader title="New enquiry" />
        <EmptyState
          icon={<PlugIcon className="size-8" />}
          title="Not connected to the service yet"
          action={
            member.role === "admin" ? (
              <ButtonLink href="/settings/connections">Connect {organization.name}</ButtonLink>
            ) : (
              <ButtonLink href="/dashboard" variant="secondary">
                Go to the dashboard
              </ButtonLink>
            )
          }
        >
          {member.role === "admin"
            ? "Enquiries are sent to the service with your organisation's key. Connect first: the built-in sandbox takes one click."
            : `Enquiries are sent to the service with ${organization.name}'s key, and an admin has not connected it yet. Ask one of your admins.`}
        </EmptyState>
      </>
    );
  }

  const references = newReferences(organization.name);
  const [givenName = "", ...family] = user.name.trim().split(/\s+/);
  return (
    <>
      <PageHeader title="New enquiry" description="The more the enquiry says, the better the specialist's shortlist." />
      <QueryProvider>
        <EnquiryForm
          draftKey={enquiryDraftKey(organization.id, user.id)}
          defaults={{
            checkInOut: { checkIn: "", checkOut: "" },
            guestNumbers: { adults: "2", children: "0", infants: "0" },
            enquiryLocation: { mode: "address", addressFormatted: "", chosenPlaceId: "", coordinates: { latitude: "", longitude: "" }, mapPlaceId: "" },
            leadGuest: { givenName: "", familyName: "", email: "", contactNumber: "" },
            clientBooker: { givenName, familyName: family.join(" "), email: user.email, contactNumber: "" },
            guestRequirements: [],
            ...NO_BILLING_VALUES,
            ...references,
          }}
          // Drawn here, on the server: the map without a marker costs the page no JavaScript.
          idleMap={<WorldMap point={null} label="World map, no location marked yet." />}
          previewNote={
            recipients.some((r) => r.remote)
              ? `The preview uses Staydesk's own gazetteer; ${recipients.length > 1 ? "your providers" : "your provider"} may place the address differently.`
              : undefined
          }
          recipients={recipients}
          clients={clients}
        />
      </QueryProvider>
    </>
  );
}
