import type { Metadata } from "next";
import Link from "next/link";
import { listMemberships } from "@/lib/portal/organizations/list-memberships";
import { requireUser } from "@/lib/portal/session/require-member";
import { AuthCard } from "../../_components/auth-card";
import { signOutAction } from "../../actions";
import { NewOrganizationForm } from "./_components/new-organization-form";

export const metadata: Metadata = { title: "New organisation" };

export default async function NewOrganizationPage() {
  const user = await requireUser();
  const memberships = await listMemberships(user.id);
  return (
    <AuthCard
      title={memberships.length > 0 ? "Create another organisation" : "Create your organisation"}
      description="Everyone in an organisation shares its connection to the service and its enquiries. You will be its admin, and can invite agents next."
      footer={
        memberships.length > 0 ? (
          <Link href="/dashboard" className="font-semibold text-brand-700 hover:text-brand-900">
            Back to the dashboard
          </Link>
        ) : (
          <form action={signOutAction} className="inline">
            Signed in as {user.email}.{" "}
            <button type="submit" className="font-semibold text-brand-700 hover:text-brand-900">
              Sign out
            </button>
          </form>
        )
      }
    >
      <NewOrganizationForm />
    </AuthCard>
  );
}
