import { HTTP_METHODS, OpenApiOperation, type JsonSchema, type OpenApiDocument } from "@/lib/contract/openapi-document";
import { schemaFields, type SchemaField } from "./schema-fields";

export type ReferenceParameter = { name: string; in: string; required: boolean; type: string; description?: string; example?: string };
export type ReferenceResponse = { status: string; description: string; example?: string };
export type ReferenceOperation = {
  /** Anchor on the page, e.g. `post-enquiries`. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  parameters: ReferenceParameter[];
  bodyFields: SchemaField[];
  requestExample?: string;
  /** A curl command of the example; none for events, which the service sends. */
  curl?: string;
  responses: ReferenceResponse[];
  /**
   * An event whose body has the same fields as an earlier event's (all but `eventType`'s
   * value): its fields are listed there once, and not again here.
   */
  sameBodyAs?: { id: string; summary: string };
};
/** A tag of the document: a page of the reference of its own, at `/docs/api/{slug}`. */
export type ReferenceGroup = { name: string; slug: string; operations: ReferenceOperation[] };
export type ApiReference = { title: string; version: string; description: string; groups: ReferenceGroup[] };

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function exampleUrl(origin: string, path: string, parameters: ReferenceParameter[]) {
  let url = path;
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.example === undefined) continue;
    if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(p.example));
    if (p.in === "query") query.set(p.name, p.example);
  }
  return `${origin}${url}${query.size > 0 ? `?${query}` : ""}`;
}

function curlOf(origin: string, method: string, path: string, parameters: ReferenceParameter[], operation: OpenApiOperation, example: unknown) {
  const usesToken = operation.security?.some((s) => "ProvisioningToken" in s);
  const lines = [`curl -X ${method.toUpperCase()} ${shellQuote(exampleUrl(origin, path, parameters))}`];
  lines.push(usesToken ? `-H "X-Provisioning-Token: $TOKEN"` : `-H "X-Api-Key: $KEY"`);
  if (example !== undefined) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(pretty(example))}`);
  // A file's upload (a message's attachment): the file itself is the body.
  if (operation.requestBody?.content["application/octet-stream"]) {
    const file = parameters.find((p) => p.name === "filename")?.example ?? "file";
    lines.push(`-H 'Content-Type: application/octet-stream'`, `--data-binary ${shellQuote(`@${file}`)}`);
  }
  return lines.join(" \\\n  ");
}

/** An event body's fields as one string, `eventType`'s value left out: equal for events of one shape. */
const bodyShape = (fields: SchemaField[]) => JSON.stringify(fields.map((f) => (f.name === "eventType" ? { ...f, type: "", rules: [] } : f)));

/** The reference page's content, in the document's tag order: every operation with its examples. */
export function buildReference(document: OpenApiDocument, origin: string): ApiReference {
  const schemas: Record<string, JsonSchema> = document.components?.schemas ?? {};
  const tagOrder = (document.tags ?? []).map((t) => t.name);
  const groups = new Map<string, ReferenceOperation[]>(tagOrder.map((name) => [name, []]));

  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const parsed = OpenApiOperation.safeParse(item[method]);
      if (!parsed.success) continue;
      const operation = parsed.data;
      const parameters: ReferenceParameter[] = (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required ?? false,
        type: schemaFields({ properties: { [p.name]: p.schema ?? {} } }, schemas)[0]?.type ?? "string",
        description: p.description,
        example: p.example === undefined ? undefined : String(p.example),
      }));
      const requestMedia = operation.requestBody?.content["application/json"];
      const responses = Object.entries(operation.responses).map(([status, response]) => {
        const media = response.content?.["application/json"];
        return { status, description: response.description ?? "", example: media?.example === undefined ? undefined : pretty(media.example) };
      });
      const tag = operation.tags?.[0] ?? "Other";
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({
        id: slug(`${method} ${path.replace("/external-api/v1", "")}`),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
        description: operation.description,
        parameters,
        bodyFields: schemaFields(requestMedia?.schema, schemas),
        requestExample: requestMedia?.example === undefined ? undefined : pretty(requestMedia.example),
        curl: curlOf(origin, method, path, parameters, operation, requestMedia?.example),
        responses,
      });
    }
  }
  // Events are the service's requests to the client's webhooks: what they carry matters, not how to send them.
  const bodies = new Map<string, { id: string; summary: string }>();
  for (const [type, item] of Object.entries(document.webhooks ?? {})) {
    const parsed = OpenApiOperation.safeParse(item.post);
    if (!parsed.success) continue;
    const requestMedia = parsed.data.requestBody?.content["application/json"];
    const tag = parsed.data.tags?.[0] ?? "Events";
    if (!groups.has(tag)) groups.set(tag, []);
    const id = slug(`event ${type}`);
    const bodyFields = schemaFields(requestMedia?.schema, schemas);
    const shape = bodyShape(bodyFields);
    const sameBodyAs = bodies.get(shape);
    if (!sameBodyAs) bodies.set(shape, { id, summary: type });
    groups.get(tag)!.push({
      id,
      method: "EVENT",
      path: type,
      summary: type,
      description: parsed.data.description,
      parameters: [],
      bodyFields: sameBodyAs ? [] : bodyFields,
      responses: Object.entries(parsed.data.responses).map(([status, r]) => ({ status, description: r.description ?? "" })),
      ...(sameBodyAs ? { sameBodyAs } : {}),
    });
  }
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? "",
    groups: [...groups].filter(([, operations]) => operations.length > 0).map(([name, operations]) => ({ name, slug: slug(name), operations })),
  };
}
