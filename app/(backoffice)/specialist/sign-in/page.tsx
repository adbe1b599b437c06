import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Logo } from "@/components/logo";
import { getSignedInSpecialist } from "@/lib/service/backoffice/web/session";
import { SignInForm } from "./_components/sign-in-form";

export const metadata: Metadata = { title: "Back office sign-in" };

export default async function SpecialistSignInPage() {
  if (await getSignedInSpecialist()) redirect("/specialist");
  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16">
      <header className="flex items-center gap-2">
        <Logo className="text-lg" />
        <span className="rounded bg-slate-800 px-1.5 py-0.5 text-xs font-semibold text-white">Back office</span>
      </header>
      <main className="mt-8 w-full max-w-md">
        <div className="rounded-xl bg-white px-6 py-8 shadow-sm ring-1 ring-slate-200 sm:px-8">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">Sign in as a specialist</h1>
          <p className="mt-2 text-sm text-slate-600">
            For the provider&apos;s staff. Booking agents sign in to the portal at <a className="text-brand-700 underline" href="/sign-in">/sign-in</a>.
          </p>
          <div className="mt-6">
            <SignInForm />
          </div>
        </div>
      </main>
    </div>
  );
}
