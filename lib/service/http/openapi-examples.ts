import { OPERATION_EXAMPLES, exampleOperation, type OperationExample } from "@/lib/contract/examples";
import { V1 } from "./context";

type Parameter = { name: string; in: string; example?: unknown; "x-staydesk-variable"?: string };
type Media = { example?: unknown };
type Operation = {
  parameters?: Parameter[];
  "x-staydesk-step"?: number;
  "x-staydesk-fresh"?: Record<string, string>;
  "x-staydesk-carried"?: Record<string, string>;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
  "x-staydesk-save"?: Record<string, string>;
  "x-staydesk-again"?: Again[];
};
/** The same operation called again later in the story, with its own example (an `#n` key of the examples). */
type Again = {
  "x-staydesk-step": number;
  params?: Record<string, string>;
  body?: unknown;
  status: number;
  "x-staydesk-save"?: Record<string, string>;
  "x-staydesk-fresh"?: Record<string, string>;
  "x-staydesk-carried"?: Record<string, string>;
};

function again(step: number, example: OperationExample): Again {
  return {
    "x-staydesk-step": step,
    ...(example.params ? { params: example.params } : {}),
    ...(example.body !== undefined ? { body: example.body } : {}),
    status: example.response.status,
    ...(example.save ? { "x-staydesk-save": example.save } : {}),
    ...(example.fresh ? { "x-staydesk-fresh": example.fresh } : {}),
    ...(example.carried ? { "x-staydesk-carried": example.carried } : {}),
  };
}
type Document = { paths?: Record<string, Record<string, Operation>> };

/**
 * Puts the examples of lib/contract/examples.ts into the generated document, at the
 * operation level (parameter, request body and success response), where Postman, Prism
 * and the reference page look first, and the Staydesk extensions that make the Postman
 * collection a tour that runs: its step in the story, the variables that carry an id from
 * the answer that created it to later requests, and the values made new on every run. An
 * operation called again later in the story carries those calls in `x-staydesk-again`. An example for an operation the document lacks is
 * a programming error: it fails the build of the document rather than going unnoticed.
 */
export function addOperationExamples<T>(document: T): T {
  const paths = (document as Document).paths ?? {};
  for (const [step, [key, example]] of Object.entries(OPERATION_EXAMPLES).entries()) {
    const [method, path] = exampleOperation(key).split(" ") as [string, string];
    const operation = paths[`${V1}${path}`]?.[method.toLowerCase()];
    if (!operation) continue; // e.g. the sandbox's operations in production
    if (exampleOperation(key) !== key) {
      (operation["x-staydesk-again"] ??= []).push(again(step + 1, example));
      continue;
    }
    for (const parameter of operation.parameters ?? []) {
      const values = parameter.in === "path" ? example.params : parameter.in === "query" ? example.query : undefined;
      if (values?.[parameter.name] !== undefined) parameter.example = values[parameter.name];
      const variable = example.variables?.[parameter.name];
      if (variable) parameter["x-staydesk-variable"] = variable;
    }
    operation["x-staydesk-step"] = step + 1;
    if (example.save) operation["x-staydesk-save"] = example.save;
    if (example.fresh) operation["x-staydesk-fresh"] = example.fresh;
    if (example.carried) operation["x-staydesk-carried"] = example.carried;
    // A file's upload is the one body that is not JSON: its example is the file's bytes as text.
    const requestMedia = operation.requestBody?.content?.["application/json"] ?? operation.requestBody?.content?.["application/octet-stream"];
    if (requestMedia && example.body !== undefined) requestMedia.example = example.body;
    // Every success answer in JSON gets it: an operation with two (a new message 201, the same
    // Idempotency-Key again 200) answers the same body with either.
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const responseMedia = response.content?.["application/json"];
      if (!status.startsWith("2") || !responseMedia || example.response.body === undefined) continue;
      if (status === String(example.response.status) || !responseMedia.example) responseMedia.example = example.response.body;
    }
  }
  return document;
}
