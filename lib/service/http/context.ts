import type { Caller } from "../accounts/authenticate-api-key";

/** Hono environment of the service's routes: the authenticated caller. */
export type AppEnv = { Variables: { caller: Caller } };

/** Prefix of every route of the v1 API. */
export const V1 = "/external-api/v1";
