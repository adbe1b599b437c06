import { z } from "zod";

// The parts of the service's OpenAPI 3.1 document (GET /external-api/v1/openapi.json) that
// readers of it in this project use: the reference page and the Postman collection. Loose
// on purpose: the document has more, and JSON Schema is checked only as far as it is read.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
};

const Schema = z.custom<JsonSchema>((value) => typeof value === "object" && value !== null);
const Media = z.looseObject({ schema: Schema.optional(), example: z.unknown().optional() });
const Content = z.record(z.string(), Media);

export const OpenApiParameter = z.looseObject({
  name: z.string(),
  in: z.enum(["path", "query", "header", "cookie"]),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: Schema.optional(),
  example: z.unknown().optional(),
  /** Staydesk: the Postman variable that holds this parameter (an id the service generates). */
  "x-staydesk-variable": z.string().optional(),
});
export type OpenApiParameter = z.infer<typeof OpenApiParameter>;

export const OpenApiOperation = z.looseObject({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  parameters: z.array(OpenApiParameter).optional(),
  requestBody: z.looseObject({ required: z.boolean().optional(), content: Content }).optional(),
  responses: z.record(z.string(), z.looseObject({ description: z.string().optional(), content: Content.optional() })),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  /** Staydesk: Postman variables to keep from the success response, as paths like `data.id`. */
  "x-staydesk-save": z.record(z.string(), z.string()).optional(),
  /** Staydesk: the operation's place in the story the examples tell (1 first). */
  "x-staydesk-step": z.number().optional(),
  /** Staydesk: example values that must be new on every run, to the variable that holds a fresh one. */
  "x-staydesk-fresh": z.record(z.string(), z.string()).optional(),
  /** Staydesk: example values of the request body that an earlier answer gave, to the variable that holds it. */
  "x-staydesk-carried": z.record(z.string(), z.string()).optional(),
  /** Staydesk: the same operation called again later in the story, each call with its own step and example. */
  "x-staydesk-again": z
    .array(
      z.looseObject({
        "x-staydesk-step": z.number(),
        params: z.record(z.string(), z.string()).optional(),
        body: z.unknown().optional(),
        status: z.number(),
        "x-staydesk-save": z.record(z.string(), z.string()).optional(),
        "x-staydesk-fresh": z.record(z.string(), z.string()).optional(),
        "x-staydesk-carried": z.record(z.string(), z.string()).optional(),
      }),
    )
    .optional(),
});
export type OpenApiOperation = z.infer<typeof OpenApiOperation>;

export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  webhooks: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  components: z.looseObject({ schemas: z.record(z.string(), Schema).optional() }).optional(),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
