import type { ReferenceGroup } from "@/lib/portal/api-reference/build-reference";
import { MethodBadge } from "./operation";

/** Where an operation is described: its group's page, at its section. */
export const operationHref = (group: ReferenceGroup, id: string) => `/docs/api/${group.slug}#${id}`;

/**
 * The operations by group, each a link to its section on its group's page; `wrap` lets long
 * summaries wrap (a phone's width) rather than be cut; `headings` names each group with a
 * heading of that level (a page of contents) rather than a label.
 */
export function OperationList({ groups, wrap = false, headings }: { groups: ReferenceGroup[]; wrap?: boolean; headings?: "h2" }) {
  return groups.map((group) => {
    const Name = headings ?? "p";
    return (
      <div key={group.slug} className="mt-5">
        <Name className={headings ? "text-base font-semibold text-slate-900" : "text-xs font-semibold tracking-wide text-slate-600 uppercase"}>
          {headings ? (
            <a href={`/docs/api/${group.slug}`} className="text-brand-700 underline-offset-2 hover:underline">
              {group.name}
            </a>
          ) : (
            group.name
          )}
        </Name>
        <ul className="mt-2 flex flex-col gap-1">
          {group.operations.map((operation) => (
            <li key={operation.id}>
              <a href={operationHref(group, operation.id)} className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-100">
                <MethodBadge method={operation.method} />
                <span className={wrap ? "min-w-0 wrap-anywhere" : "truncate"}>{operation.summary}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

/** The reference's page when the service did not answer. */
export function ReferenceUnavailable() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">API reference</h1>
      <p className="mt-3 text-slate-700">The API reference cannot be shown right now: the service did not answer. Try again in a moment.</p>
    </main>
  );
}
