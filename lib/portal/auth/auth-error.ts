import "server-only";
import { isAPIError } from "better-auth/api";

/** better-auth's error code ("INVALID_EMAIL_OR_PASSWORD", …) of a failed auth.api call. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** better-auth's message, for codes the portal has no wording of its own for. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!isAPIError(error)) return fallback;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? message : fallback;
}
