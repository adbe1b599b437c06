import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { PersonName } from "../names/person-name";

// The portal's rule for a person's name (person-name.ts) as a better-auth hook, so that
// better-auth's own POST /api/auth/sign-up/email and /update-user keep it as the sign-up
// form does. The name is stored as cleaned (one line, single spaces).

export const INVALID_NAME = "INVALID_NAME";

const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);

export function personNameRule() {
  return {
    id: "staydesk-person-name-rule",
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => NAME_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Record<string, unknown> | undefined;
            // Absent (an update of something else) or not text: better-auth's own validation answers.
            if (typeof body?.name !== "string") return;
            const parsed = PersonName.safeParse(body.name);
            if (!parsed.success) throw new APIError("BAD_REQUEST", { code: INVALID_NAME, message: parsed.error.issues[0]?.message ?? "Enter your name." });
            return { context: { body: { ...body, name: parsed.data } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
