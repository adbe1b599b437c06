import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { buildReference } from "@/lib/portal/api-reference/build-reference";
import { loadOpenApiDocument } from "@/lib/portal/api-reference/load-openapi-document";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { MethodBadge, Operation } from "./_components/operation";
import { DocText } from "./_components/text";

export const metadata: Metadata = { title: "API reference" };

const DOWNLOAD = "rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50";

// GET /docs/api – the API reference, rendered on the server from the service's OpenAPI
// document: no script of its own, so it works under a strict Content-Security-Policy.
export default async function ApiReferencePage() {
  await connection(); // read at request time: the document comes from the running service
  const document = await loadOpenApiDocument().catch(() => null);
  if (!document) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-2xl font-semibold text-slate-900">API reference</h1>
        <p className="mt-3 text-slate-700">The API reference cannot be shown right now: the service did not answer. Try again in a moment.</p>
      </main>
    );
  }
  const reference = buildReference(document, getPortalUrl());
  return (
    <div className="mx-auto flex max-w-7xl gap-10 px-6 py-10">
      <nav aria-label="Operations" className="sticky top-6 hidden max-h-[calc(100vh-3rem)] w-64 shrink-0 overflow-y-auto lg:block">
        <Link href="/" className="text-sm font-semibold text-brand-700 hover:underline">
          Staydesk
        </Link>
        <OperationList groups={reference.groups} />
      </nav>
      <main className="min-w-0 flex-1">
        <header className="flex flex-col gap-4">
          <Link href="/" className="text-sm font-semibold text-brand-700 hover:underline lg:hidden">
            Staydesk
          </Link>
          <p className="text-sm text-slate-600">API reference · version {reference.version}</p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{reference.title}</h1>
          {/* On a phone the side list is hidden: the same list, folded, right under the title (no script: a details element). */}
          <details className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 lg:hidden">
            <summary className="cursor-pointer text-sm font-semibold text-slate-900">Contents</summary>
            <nav aria-label="Contents">
              <OperationList groups={reference.groups} wrap />
            </nav>
          </details>
          <div className="flex max-w-3xl flex-col gap-3 text-slate-700">
            {reference.description.split(/\n\n+/).map((paragraph) => (
              <p key={paragraph}>
                <DocText text={paragraph.replace(/\n/g, " ")} />
              </p>
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            <a href="/external-api/v1/openapi.json" download="staydesk-openapi.json" className={DOWNLOAD}>
              Download the OpenAPI document
            </a>
            <a href="/docs/api/postman.json" download="staydesk.postman_collection.json" className={DOWNLOAD}>
              Download the Postman collection
            </a>
          </div>
        </header>
        {reference.groups.map((group) => (
          <section key={group.name} aria-labelledby={`group-${group.name}`} className="mt-12">
            <h2 id={`group-${group.name}`} className="text-2xl font-semibold text-slate-900">
              {group.name}
            </h2>
            {group.operations.map((operation) => (
              // A boundary each: the browser takes over the long reference in small steps
              // after the page shows, not in one that holds the first tap.
              <Suspense key={operation.id}>
                <Operation operation={operation} />
              </Suspense>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}

type Groups = ReturnType<typeof buildReference>["groups"];

/** The operations by group, each a link to its section; `wrap` lets long summaries wrap (a phone's width) rather than be cut. */
function OperationList({ groups, wrap = false }: { groups: Groups; wrap?: boolean }) {
  return groups.map((group) => (
    <div key={group.name} className="mt-5">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.name}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {group.operations.map((operation) => (
          <li key={operation.id}>
            <a href={`#${operation.id}`} className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-100">
              <MethodBadge method={operation.method} />
              <span className={wrap ? "min-w-0" : "truncate"}>{operation.summary}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  ));
}
