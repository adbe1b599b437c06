import type { Metadata } from "next";
import Link from "next/link";
import { formerOrganization } from "@/lib/portal/session/former-organization";
import { getMember } from "@/lib/portal/session/get-member";
import { requireUser } from "@/lib/portal/session/require-member";
import { AuthCard } from "../../_components/auth-card";
import { signOutAction } from "../../actions";
import { NewOrganizationForm } from "./_components/new-organization-form";

export const metadata: Metadata = { title: "New organisation" };

export default async function NewOrganizationPage() {
  const user = await requireUser();
  const [lookup, former] = await Promise.all([getMember(), formerOrganization()]);
  const another = lookup.status === "member";
  return (
    <AuthCard
      title={another ? "Create another organisation" : "Create your organisation"}
      description="Everyone in an organisation shares its connection to the service and its enquiries. You will be its admin, and can invite agents next."
      footer={
        another ? (
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
      {former ? (
        <p role="status" className="mb-5 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          You were removed from <strong className="font-semibold break-words">{former.name}</strong>, so its enquiries are no longer open to you. If that
          was a mistake, ask one of its admins to invite you again; or create an organisation of your own below.
        </p>
      ) : null}
      <NewOrganizationForm />
    </AuthCard>
  );
}
