import { HTTP_METHODS, OpenApiOperation, type OpenApiDocument } from "@/lib/contract/openapi-document";

// A Postman collection (format v2.1) generated from the OpenAPI document, so that it can
// never disagree with it. It is a tour that runs as it is (in Postman's runner or Newman):
// requests in the order of the story the document's examples tell, ids the service
// generates carried in collection variables that the creating request's script keeps,
// values that must be unique made new on every run, and a test on every answer. The
// sandbox's provisioning extension is left out: it needs the deployment's own token.
const SCHEMA = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";

type PostmanRequestItem = {
  name: string;
  request: {
    method: string;
    header: { key: string; value: string }[];
    url: { raw: string; host: string[]; path: string[]; query?: { key: string; value: string; disabled?: boolean; description?: string }[] };
    body?: { mode: "raw"; raw: string; options?: { raw: { language: "json" } } };
    description?: string;
    auth?: { type: "noauth" } | { type: "apikey"; apikey: { key: string; value: string; type: "string" }[] };
  };
  event?: { listen: "test" | "prerequest"; script: { type: "text/javascript"; exec: string[] } }[];
};

function saveScript(save: Record<string, string>): string[] {
  if (Object.keys(save).length === 0) return [];
  const lines = ["const body = pm.response.json();"];
  for (const [variable, path] of Object.entries(save)) {
    const access = path.split(".").map((part) => (/^\d+$/.test(part) ? `[${part}]` : `?.${part}`)).join("");
    lines.push(`const ${variable} = body${access.replace(/\[(\d+)\]/g, "?.[$1]")};`);
    lines.push(`if (${variable}) pm.collectionVariables.set(${JSON.stringify(variable)}, ${variable});`);
  }
  return lines;
}

function testScript(statuses: number[], hasBody: boolean): string[] {
  // Most operations have one success status; a message posted again with its Idempotency-Key answers 200 instead of 201.
  const status =
    statuses.length === 1
      ? `pm.test("answers ${statuses[0]}", () => pm.response.to.have.status(${statuses[0]}));`
      : `pm.test("answers ${statuses.join(" or ")}", () => pm.expect(pm.response.code).to.be.oneOf([${statuses.join(", ")}]));`;
  return [
    status,
    ...(hasBody ? ['pm.test("answers JSON with data", () => pm.expect(pm.response.json()).to.have.property("data"));'] : []),
  ];
}

function freshScript(fresh: Record<string, string>): string[] {
  return Object.entries(fresh).map(
    ([example, variable]) => `pm.collectionVariables.set(${JSON.stringify(variable)}, ${JSON.stringify(`${example}-`)} + Date.now().toString(36));`,
  );
}

/** The example body with each value that must be fresh replaced by its variable. */
function bodyText(example: unknown, fresh: Record<string, string> = {}): string {
  let text = JSON.stringify(example, null, 2);
  for (const [value, variable] of Object.entries(fresh)) text = text.split(JSON.stringify(value)).join(`"{{${variable}}}"`);
  return text;
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
    .map((p) => ({
      key: p.name,
      value: p["x-staydesk-variable"] ? `{{${p["x-staydesk-variable"]}}}` : p.example === undefined ? "" : String(p.example),
      disabled: p.example === undefined,
      description: p.description,
    }));
  // A variable stays as it is: Postman substitutes it before sending.
  const encode = (value: string) => (/^\{\{\w+\}\}$/.test(value) ? value : encodeURIComponent(value));
  const queryString = query.filter((q) => !q.disabled).map((q) => `${encodeURIComponent(q.key)}=${encode(q.value)}`).join("&");
  const example = operation.requestBody?.content["application/json"]?.example;
  // A file's upload: its example is the file's bytes as text (a small PDF), sent as they are.
  const file = operation.requestBody?.content["application/octet-stream"]?.example;
  const header =
    example !== undefined ? [{ key: "Content-Type", value: "application/json" }] : typeof file === "string" ? [{ key: "Content-Type", value: "application/octet-stream" }] : [];
  const item: PostmanRequestItem = {
    name: operation.summary ?? `${method.toUpperCase()} ${path}`,
    request: {
      method: method.toUpperCase(),
      header,
      url: { raw: `{{baseUrl}}/${segments.join("/")}${queryString ? `?${queryString}` : ""}`, host: ["{{baseUrl}}"], path: segments, ...(query.length > 0 ? { query } : {}) },
      ...(example === undefined
        ? typeof file === "string"
          ? { body: { mode: "raw" as const, raw: file } }
          : {}
        : { body: { mode: "raw" as const, raw: bodyText(example, { ...operation["x-staydesk-fresh"], ...operation["x-staydesk-carried"] }), options: { raw: { language: "json" as const } } } }),
      ...(operation.description ? { description: operation.description } : {}),
    },
  };
  const successes = Object.entries(operation.responses).filter(([code]) => code.startsWith("2"));
  // A file's download answers the file: only a JSON answer is checked for `data`.
  const answersJson = successes.some(([, response]) => response.content?.["application/json"] !== undefined);
  const fresh = operation["x-staydesk-fresh"];
  item.event = [
    ...(fresh ? [{ listen: "prerequest" as const, script: { type: "text/javascript" as const, exec: freshScript(fresh) } }] : []),
    {
      listen: "test",
      script: { type: "text/javascript", exec: [...testScript(successes.map(([code]) => Number(code)), answersJson), ...saveScript(operation["x-staydesk-save"] ?? {})] },
    },
  ];
  return item;
}

/** The operation as called again later in the story: its own step, parameter examples, body and variables. */
function calledAgain(operation: OpenApiOperation, again: NonNullable<OpenApiOperation["x-staydesk-again"]>[number]): OpenApiOperation {
  const json = operation.requestBody?.content["application/json"];
  return {
    ...operation,
    parameters: operation.parameters?.map((p) => (again.params?.[p.name] === undefined ? p : { ...p, example: again.params[p.name] })),
    ...(json && operation.requestBody ? { requestBody: { ...operation.requestBody, content: { ...operation.requestBody.content, "application/json": { ...json, example: again.body } } } } : {}),
    responses: Object.fromEntries(Object.entries(operation.responses).filter(([code]) => !code.startsWith("2") || code === String(again.status))),
    "x-staydesk-step": again["x-staydesk-step"],
    "x-staydesk-save": again["x-staydesk-save"],
    "x-staydesk-fresh": again["x-staydesk-fresh"],
    "x-staydesk-carried": again["x-staydesk-carried"],
    "x-staydesk-again": undefined,
  };
}

/** Operations behind the API key, in the order of the examples' story; an operation called again is there once per call. */
function tourOperations(document: OpenApiDocument) {
  const operations: { method: string; path: string; operation: OpenApiOperation }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const parsed = OpenApiOperation.safeParse(item[method]);
      if (!parsed.success || parsed.data.security?.some((s) => "ProvisioningToken" in s)) continue;
      operations.push({ method, path, operation: parsed.data });
      for (const again of parsed.data["x-staydesk-again"] ?? []) operations.push({ method, path, operation: calledAgain(parsed.data, again) });
    }
  }
  return operations.sort((a, b) => (a.operation["x-staydesk-step"] ?? Infinity) - (b.operation["x-staydesk-step"] ?? Infinity));
}

/** The collection: the tour's requests in order, the key in a collection variable, the base URL in another. */
export function toPostmanCollection(document: OpenApiDocument, baseUrl: string) {
  const operations = tourOperations(document);
  const variables = new Set<string>();
  for (const { operation } of operations) {
    for (const p of operation.parameters ?? []) if (p["x-staydesk-variable"]) variables.add(p["x-staydesk-variable"]);
    for (const variable of Object.values({ ...operation["x-staydesk-fresh"], ...operation["x-staydesk-carried"] })) variables.add(variable);
  }
  return {
    info: { name: document.info.title, description: document.info.description ?? "", schema: SCHEMA, version: document.info.version },
    auth: { type: "apikey", apikey: [{ key: "key", value: "X-Api-Key", type: "string" }, { key: "value", value: "{{apiKey}}", type: "string" }, { key: "in", value: "header", type: "string" }] },
    variable: [
      { key: "baseUrl", value: baseUrl },
      { key: "apiKey", value: "", description: "Your API key (X-Api-Key)." },
      ...[...variables].map((key) => ({ key, value: "", description: "Set by the request that creates it." })),
    ],
    item: operations.map(({ method, path, operation }) => requestItem(method, path, operation)),
  };
}
