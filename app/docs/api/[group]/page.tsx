import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cachedMarkup, StaticMarkup } from "@/components/markup/cached-markup";
import { readReference } from "@/lib/portal/api-reference/read-reference";
import { OperationList, ReferenceUnavailable } from "../_components/contents";
import { Operation } from "../_components/operation";

type Params = Promise<{ group: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { group } = await params;
  const name = (await readReference())?.groups.find((g) => g.slug === group)?.name;
  return { title: name ? `${name} · API reference` : "API reference" };
}

// GET /docs/api/{group} – one group of the API reference (a tag of the OpenAPI document): its
// operations or events with what they take, what they answer and an example of each, and the
// contents of the whole reference beside them.
export default async function ApiReferenceGroupPage({ params }: { params: Params }) {
  await connection(); // read at request time: the document comes from the running service
  const { group: slug } = await params;
  const reference = await readReference();
  if (!reference) return <ReferenceUnavailable />;
  const group = reference.groups.find((g) => g.slug === slug);
  if (!group) notFound();
  return (
    <div className="mx-auto flex max-w-7xl gap-10 px-6 py-10">
      <nav aria-label="Operations" className="sticky top-6 hidden max-h-[calc(100vh-3rem)] w-64 shrink-0 overflow-y-auto lg:block">
        <Link href="/docs/api" className="text-sm font-semibold text-brand-700 hover:underline">
          API reference
        </Link>
        <OperationList groups={reference.groups} />
      </nav>
      <main className="min-w-0 flex-1">
        <header className="flex flex-col gap-4">
          <Link href="/docs/api" className="text-sm font-semibold text-brand-700 hover:underline lg:hidden">
            API reference
          </Link>
          <p className="text-sm text-slate-600">
            {reference.title} · version {reference.version}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{group.name}</h1>
          {/* On a phone the side list is hidden: the same list, folded, right under the title (no script: a details element). */}
          <details className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 lg:hidden">
            <summary className="cursor-pointer text-sm font-semibold text-slate-900">Contents</summary>
            <nav aria-label="Contents">
              <OperationList groups={reference.groups} wrap />
            </nav>
          </details>
        </header>
        {/* Plain HTML, rendered once per operation: the browser neither receives the reference
            twice (markup and React's payload) nor walks it to take it over. */}
        {group.operations.map((operation) => (
          <StaticMarkup key={operation.id} html={cachedMarkup("api-reference-operation", operation, () => <Operation operation={operation} />)} />
        ))}
      </main>
    </div>
  );
}
