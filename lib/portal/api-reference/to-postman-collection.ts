import { HTTP_METHODS, OpenApiOperation, type OpenApiDocument } from "@/lib/contract/openapi-document";

// A Postman collection (format v2.1) generated from the OpenAPI document, so that it can
// never disagree with it. Requests carry the document's examples, in the document's order
// (the examples tell a story the sandbox accepts in that order); ids the service generates
// travel in collection variables that the creating request's test script keeps.

const SCHEMA = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";

type PostmanRequestItem = {
  name: string;
  request: {
    method: string;
    header: { key: string; value: string }[];
    url: { raw: string; host: string[]; path: string[]; query?: { key: string; value: string; disabled?: boolean; description?: string }[] };
    body?: { mode: "raw"; raw: string; options: { raw: { language: "json" } } };
    description?: string;
    auth?: { type: "noauth" } | { type: "apikey"; apikey: { key: string; value: string; type: "string" }[] };
  };
  event?: { listen: "test"; script: { type: "text/javascript"; exec: string[] } }[];
};

function saveScript(save: Record<string, string>): string[] {
  const lines = ["const body = pm.response.json();"];
  for (const [variable, path] of Object.entries(save)) {
    const access = path.split(".").map((part) => (/^\d+$/.test(part) ? `[${part}]` : `?.${part}`)).join("");
    lines.push(`const ${variable} = body${access.replace(/\[(\d+)\]/g, "?.[$1]")};`);
    lines.push(`if (${variable}) pm.collectionVariables.set(${JSON.stringify(variable)}, ${variable});`);
  }
  return lines;
}

function requestItem(method: string, path: string, operation: OpenApiOperation): PostmanRequestItem {
  const segments = path.replace(/^\//, "").split("/").map((segment) => {
    const match = /^\{(.+)\}$/.exec(segment);
    if (!match) return segment;
    const parameter = operation.parameters?.find((p) => p.in === "path" && p.name === match[1]);
    const variable = parameter?.["x-staydesk-variable"];
    return variable ? `{{${variable}}}` : String(parameter?.example ?? `:${match[1]}`);
  });
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === "query")
    .map((p) => ({ key: p.name, value: p.example === undefined ? "" : String(p.example), disabled: p.example === undefined, description: p.description }));
  const queryString = query.filter((q) => !q.disabled).map((q) => `${encodeURIComponent(q.key)}=${encodeURIComponent(q.value)}`).join("&");
  const example = operation.requestBody?.content["application/json"]?.example;
  const usesToken = operation.security?.some((s) => "ProvisioningToken" in s) ?? false;
  const header = [
    ...(example === undefined ? [] : [{ key: "Content-Type", value: "application/json" }]),
    ...(usesToken ? [{ key: "X-Provisioning-Token", value: "{{provisioningToken}}" }] : []),
  ];
  const item: PostmanRequestItem = {
    name: operation.summary ?? `${method.toUpperCase()} ${path}`,
    request: {
      method: method.toUpperCase(),
      header,
      url: { raw: `{{baseUrl}}/${segments.join("/")}${queryString ? `?${queryString}` : ""}`, host: ["{{baseUrl}}"], path: segments, ...(query.length > 0 ? { query } : {}) },
      ...(example === undefined ? {} : { body: { mode: "raw" as const, raw: JSON.stringify(example, null, 2), options: { raw: { language: "json" as const } } } }),
      ...(operation.description ? { description: operation.description } : {}),
      ...(usesToken ? { auth: { type: "noauth" as const } } : {}),
    },
  };
  const save = operation["x-staydesk-save"];
  if (save) item.event = [{ listen: "test", script: { type: "text/javascript", exec: saveScript(save) } }];
  return item;
}

/** The collection: one folder per tag, the key in a collection variable, the base URL in another. */
export function toPostmanCollection(document: OpenApiDocument, baseUrl: string) {
  const folders = new Map<string, PostmanRequestItem[]>((document.tags ?? []).map((t) => [t.name, []]));
  const variables = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const parsed = OpenApiOperation.safeParse(item[method]);
      if (!parsed.success) continue;
      for (const p of parsed.data.parameters ?? []) if (p["x-staydesk-variable"]) variables.add(p["x-staydesk-variable"]);
      if (parsed.data.security?.some((s) => "ProvisioningToken" in s)) variables.add("provisioningToken");
      const tag = parsed.data.tags?.[0] ?? "Other";
      if (!folders.has(tag)) folders.set(tag, []);
      folders.get(tag)!.push(requestItem(method, path, parsed.data));
    }
  }
  return {
    info: { name: document.info.title, description: document.info.description ?? "", schema: SCHEMA, version: document.info.version },
    auth: { type: "apikey", apikey: [{ key: "key", value: "X-Api-Key", type: "string" }, { key: "value", value: "{{apiKey}}", type: "string" }, { key: "in", value: "header", type: "string" }] },
    variable: [
      { key: "baseUrl", value: baseUrl },
      { key: "apiKey", value: "", description: "Your API key (X-Api-Key)." },
      ...[...variables].map((key) => ({ key, value: "", description: "Set by the request that creates it." })),
    ],
    item: [...folders].filter(([, items]) => items.length > 0).map(([name, items]) => ({ name, item: items })),
  };
}
