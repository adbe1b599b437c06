import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { readReference } from "@/lib/portal/api-reference/read-reference";
import { OperationList, ReferenceUnavailable } from "./_components/contents";
import { DocText } from "./_components/text";

export const metadata: Metadata = { title: "API reference" };

const DOWNLOAD = "rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50";

// GET /docs/api – the API reference's first page, rendered on the server from the service's
// OpenAPI document: what the API is, the document to download, and every operation by group,
// each group a page of its own (/docs/api/{group}). No script of its own, so it works under
// a strict Content-Security-Policy.
export default async function ApiReferencePage() {
  await connection(); // read at request time: the document comes from the running service
  const reference = await readReference();
  if (!reference) return <ReferenceUnavailable />;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-6 py-10">
      <Link href="/" className="text-sm font-semibold text-brand-700 hover:underline">
        Staydesk
      </Link>
      <p className="text-sm text-slate-600">API reference · version {reference.version}</p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{reference.title}</h1>
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
      <nav aria-label="Contents" className="mt-4 grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3">
        <OperationList groups={reference.groups} wrap headings="h2" />
      </nav>
    </main>
  );
}
