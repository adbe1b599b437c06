import Link from "next/link";
import { getPortalUrl } from "@/lib/portal/portal-url";

const STEPS = [
  { title: "Enquiry", text: "An agent sends the stay: dates, place, guests and what they need." },
  { title: "Quote", text: "A specialist shortlists serviced apartments, with units and full price breakdowns." },
  { title: "Booking", text: "The client accepts a quote; every change reaches you as a signed webhook." },
];

export default function HomePage() {
  // The origin this page is served from, so the example can be pasted as it stands.
  const origin = getPortalUrl();
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-12 px-6 py-16">
      <header className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Staydesk</p>
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Serviced-apartment stays, from enquiry to booking.
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          Booking agents create enquiries and compare quotes in the portal. Providers and their clients integrate
          through the Enquiry and Quote Integration Service, a JSON API with API keys, signed webhooks and a sandbox.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Link
            href="/sign-in"
            className="rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Open the portal
          </Link>
          <Link
            href="/docs/api"
            className="rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            API reference
          </Link>
          <a
            href="/external-api/v1/openapi.json"
            className="rounded-md px-4 py-2.5 text-sm font-semibold text-slate-700 hover:text-slate-900"
          >
            OpenAPI document
          </a>
        </div>
      </header>

      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-xs font-semibold text-slate-500">Step {i + 1}</p>
            <h2 className="mt-1 text-lg font-semibold">{step.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>

      <section className="rounded-lg bg-slate-900 p-6 text-slate-100">
        <h2 className="text-sm font-semibold text-slate-300">Try the API</h2>
        {/* Focusable: at phone widths the line scrolls, and the keyboard must be able to scroll it. */}
        <pre
          tabIndex={0}
          aria-label="Example request"
          className="mt-3 overflow-x-auto rounded text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-300"
        >
          <code>{`curl -H "X-Api-Key: $KEY" ${origin}/external-api/v1/enquiries/R4E2F3A4`}</code>
        </pre>
        <p className="mt-3 text-sm text-slate-400">
          Get a key with <code className="text-slate-200">npm run service:key -- --account NAME</code>.
        </p>
      </section>
    </main>
  );
}
