import type { MiddlewareHandler } from "hono";
import { authenticateApiKey } from "../../accounts/authenticate-api-key";
import type { AppEnv } from "../context";

/** X-Api-Key on every route it guards: 401 without a valid key, 403 for a revoked one. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("caller", await authenticateApiKey(c.req.header("x-api-key")));
  await next();
};
