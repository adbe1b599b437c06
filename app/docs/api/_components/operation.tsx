import type { ReferenceOperation } from "@/lib/portal/api-reference/build-reference";
import type { SchemaField } from "@/lib/portal/api-reference/schema-fields";
import { CodeBlock, DocText } from "./text";
import { cn } from "@/lib/shared/cn";
import { Table, TableCell, TableHeader } from "@/components/ui/table";

const METHOD_STYLES: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  DELETE: "bg-rose-100 text-rose-900",
  EVENT: "bg-violet-100 text-violet-900",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={cn("inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold", METHOD_STYLES[method] ?? "bg-slate-100 text-slate-900")}>
      {method}
    </span>
  );
}

function FieldTable({ caption, label, fields }: { caption: string; label: string; fields: (SchemaField & { in?: string; example?: string })[] }) {
  return (
    <Table caption={caption} scrollLabel={label}>
      <thead>
        <tr>
          <TableHeader scope="col">Name</TableHeader>
          <TableHeader scope="col">Type</TableHeader>
          <TableHeader scope="col">Description</TableHeader>
        </tr>
      </thead>
      <tbody className="text-slate-700">
        {fields.map((f) => (
          <tr key={`${f.in ?? ""}${f.name}`}>
            <TableCell className="font-mono text-xs break-all text-slate-900">
              {f.name}
              {f.required ? <span className="ml-1 inline-block font-sans text-rose-700">required</span> : null}
              {f.in ? <span className="block font-sans text-slate-600">in {f.in}</span> : null}
            </TableCell>
            <TableCell className="text-xs">{f.type}</TableCell>
            <TableCell>
              {f.description ? <DocText text={f.description} /> : null}
              {f.rules.length > 0 ? <span className="block text-xs text-slate-600">{f.rules.join("; ")}</span> : null}
              {f.example !== undefined ? <span className="block text-xs text-slate-600">Example: <code className="font-mono">{f.example}</code></span> : null}
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One operation (or event) of the reference: what it does, what it takes, what it answers. */
export function Operation({ operation }: { operation: ReferenceOperation }) {
  const success = operation.responses.filter((r) => r.status.startsWith("2"));
  const errors = operation.responses.filter((r) => !r.status.startsWith("2"));
  return (
    <section id={operation.id} aria-labelledby={`${operation.id}-title`} className="scroll-mt-6 border-t border-slate-200 py-8">
      <h2 id={`${operation.id}-title`} className="text-lg font-semibold text-slate-900">{operation.summary}</h2>
      <p className="mt-2 flex items-center gap-2 font-mono text-sm break-all text-slate-800">
        <MethodBadge method={operation.method} />
        {operation.path}
      </p>
      {operation.description ? (
        <p className="mt-3 max-w-3xl text-sm whitespace-pre-line text-slate-700">
          <DocText text={operation.description} />
        </p>
      ) : null}
      <div className="mt-5 grid gap-6 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          {operation.parameters.length > 0 ? (
            <FieldTable caption="Parameters" label={`Parameters: ${operation.summary}`} fields={operation.parameters.map((p) => ({ ...p, rules: [] }))} />
          ) : null}
          {operation.sameBodyAs ? (
            <p className="text-sm text-slate-700" data-testid="same-body">
              Body sent to your webhook: the same fields as{" "}
              <a href={`#${operation.sameBodyAs.id}`} className="font-mono font-medium text-brand-700 underline-offset-2 hover:underline">
                {operation.sameBodyAs.summary}
              </a>
              <DocText text={`, \`eventType\` being \`${JSON.stringify(operation.path)}\`.`} />
            </p>
          ) : null}
          {operation.bodyFields.length > 0 ? (
            <FieldTable
              caption={operation.method === "EVENT" ? "Body sent to your webhook" : "Request body"}
              label={`Body: ${operation.summary}`}
              fields={operation.bodyFields} />
          ) : null}
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Responses</h3>
            <ul className="flex flex-col gap-1 text-sm text-slate-700">
              {[...success, ...errors].map((r) => (
                <li key={r.status}>
                  <span className="mr-2 font-mono font-semibold text-slate-900">{r.status}</span>
                  <DocText text={r.description} />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {operation.curl ? (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Example request</h3>
              <CodeBlock label={`Example request: ${operation.summary}`} code={operation.curl} />
            </div>
          ) : null}
          {success
            .filter((r) => r.example)
            .map((r) => (
              <div key={r.status}>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Example response ({r.status})</h3>
                <CodeBlock label={`Example response ${r.status}: ${operation.summary}`} code={r.example!} />
              </div>
            ))}
        </div>
      </div>
    </section>
  );
}
