import { OPERATION_EXAMPLES } from "@/lib/contract/examples";
import { V1 } from "./context";

type Parameter = { name: string; in: string; example?: unknown; "x-staydesk-variable"?: string };
type Media = { example?: unknown };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
  "x-staydesk-save"?: Record<string, string>;
};
type Document = { paths?: Record<string, Record<string, Operation>> };

/**
 * Puts the examples of lib/contract/examples.ts into the generated document, at the
 * operation level (parameter, request body and success response), where Postman, Prism
 * and the reference page look first, and the Staydesk extensions that let the Postman
 * collection carry a generated id (a webhook's) from the answer that created it to later requests. An example for an operation the document lacks is
 * a programming error: it fails the build of the document rather than going unnoticed.
 */
export function addOperationExamples<T>(document: T): T {
  const paths = (document as Document).paths ?? {};
  for (const [key, example] of Object.entries(OPERATION_EXAMPLES)) {
    const [method, path] = key.split(" ") as [string, string];
    const operation = paths[`${V1}${path}`]?.[method.toLowerCase()];
    if (!operation) continue; // e.g. the sandbox's operations in production
    for (const parameter of operation.parameters ?? []) {
      const values = parameter.in === "path" ? example.params : parameter.in === "query" ? example.query : undefined;
      if (values?.[parameter.name] !== undefined) parameter.example = values[parameter.name];
      const variable = example.variables?.[parameter.name];
      if (parameter.in === "path" && variable) parameter["x-staydesk-variable"] = variable;
    }
    if (example.save) operation["x-staydesk-save"] = example.save;
    const requestMedia = operation.requestBody?.content?.["application/json"];
    if (requestMedia && example.body !== undefined) requestMedia.example = example.body;
    const responseMedia = operation.responses?.[String(example.response.status)]?.content?.["application/json"];
    if (responseMedia && example.response.body !== undefined) responseMedia.example = example.response.body;
  }
  return document;
}
