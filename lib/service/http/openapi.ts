import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";

const DESCRIPTION = `Enquiry and Quote Integration Service, interface version 1.0.1.

Every request carries an API key in the \`X-Api-Key\` header. Errors are RFC 9457
problem details (\`application/problem+json\`). Everything is scoped to the key's
account: another account's resource is 404, never 403.`;

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>, environment: string) {
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
  });
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Staydesk – Enquiry and Quote Integration Service", version: "1.0.1", description: DESCRIPTION },
    servers: [{ url: "/", description: `This deployment (${environment})` }],
    security: [{ ApiKey: [] }],
  });
}
