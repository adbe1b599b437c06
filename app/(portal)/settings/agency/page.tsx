import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { getAgencyProfile } from "@/lib/portal/agency/get-agency-profile";
import { LOGO_MAX_BYTES } from "@/lib/portal/agency/logo-image";
import { getAgencyPricing } from "@/lib/portal/pricing/get-pricing";
import { requireMember } from "@/lib/portal/session/require-member";
import { PricingForm } from "@/components/pricing/pricing-form";
import { AgencyForm } from "./_components/agency-form";
import { saveAgencyPricingAction } from "./actions";

export const metadata: Metadata = { title: "Agency" };

export default async function AgencyPage() {
  const { organization } = await requireMember({ role: "admin" });
  const [profile, pricing] = await Promise.all([getAgencyProfile(organization.id), getAgencyPricing(organization.id)]);
  return (
    <>
      <PageHeader title="Agency" description="What your clients see on the share links you send them. Nothing else of this organisation is shown to them." />
      <Card
        title="On share links"
        description={profile?.saved ? undefined : `Not saved yet: share links show ${organization.name}, this organisation's own name, without a logo or contact, until an admin saves this form.`}
      >
        <AgencyForm
          initial={{ name: profile?.name ?? organization.name, email: profile?.email ?? "", phone: profile?.phone ?? "", hasLogo: profile?.hasLogo ?? false }}
          logoKb={LOGO_MAX_BYTES / 1024}
        />
      </Card>
      <Card
        title="Default price and brand"
        description="For enquiries without a client, and clients whose own is the agency's default. A client's page sets its own."
        className="mt-6"
      >
        <PricingForm action={saveAgencyPricingAction} saved={pricing} />
      </Card>
    </>
  );
}
