import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { toValidationError } from "./problem";

/**
 * A router whose request validation failures become the API's problem bodies
 * (400 VALIDATION_ERROR with `errors` by field, or MALFORMED_REQUEST for a body that
 * is not a JSON object). Every route file starts from one.
 */
export function createRouter(options: { strict?: false } = {}): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    ...(options.strict === false ? { strict: false as const } : {}),
    defaultHook: (result) => {
      if (!result.success) throw toValidationError(result.error, result.target);
    },
  });
}
