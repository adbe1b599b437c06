import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { failed, succeeded, type ActionState, type FormAction } from "@/lib/shared/action-state";
import { CORRECT_THE_FIELDS, parseForm } from "@/lib/shared/forms";
import type { Role } from "./membership/roles";
import { PortalError } from "./errors";
import { REQUESTED_PATH_HEADER, signInPath } from "./navigation/requested-path";
import { getMember, type MemberContext, type SignedInUser } from "./session/get-member";
import { getSession } from "./session/get-session";

// Server actions are public POST endpoints: each one is built by one of these wrappers,
// which check the session (and the role) inside the action, parse the form with zod,
// and turn a PortalError into form state. The action body is then one lib call and a
// revalidation.

type Run<I, C, T> = (input: I, context: C) => Promise<ActionState<T>>;

/** Anyone (sign-in, sign-up). */
export function publicAction<S extends z.ZodType, T = undefined>(schema: S, run: Run<z.output<S>, null, T>): FormAction<T> {
  return async (_previous, formData) => parseAndRun(schema, formData, (input) => run(input, null));
}

/** A signed-in user, with or without an organisation. */
export function userAction<S extends z.ZodType, T = undefined>(schema: S, run: Run<z.output<S>, SignedInUser, T>): FormAction<T> {
  return async (_previous, formData) => {
    const session = await getSession();
    if (!session) return sessionEnded();
    const user = { id: session.user.id, name: session.user.name, email: session.user.email };
    return parseAndRun(schema, formData, (input) => run(input, user));
  };
}

/** A member of the current organisation; with `role`, only members of that role. */
export function memberAction<S extends z.ZodType, T = undefined>(
  options: { role?: Role; schema: S },
  run: Run<z.output<S>, MemberContext, T>,
): FormAction<T> {
  return async (_previous, formData) => {
    const lookup = await getMember();
    if (lookup.status === "signed-out") return sessionEnded();
    if (lookup.status === "no-organization") redirect("/organisations/new");
    if (options.role && lookup.context.member.role !== options.role) {
      return failure(new PortalError("FORBIDDEN", `Only ${options.role}s of ${lookup.context.organization.name} can do this.`));
    }
    return parseAndRun(options.schema, formData, (input) => run(input, lookup.context));
  };
}

/**
 * An action is only offered on a page that needed a session, so one without a session
 * means it ended (expired, signed out in another tab, revoked) while the page was open.
 * Sign-in says so and returns to that page (a server action is posted to the page's own
 * URL, which the proxy passes on), where the form finds its draft again.
 */
async function sessionEnded(): Promise<never> {
  redirect(signInPath((await headers()).get(REQUESTED_PATH_HEADER), { ended: true }));
}

export const success = succeeded;

async function parseAndRun<S extends z.ZodType, T>(schema: S, formData: FormData, run: (input: z.output<S>) => Promise<ActionState<T>>) {
  const parsed = parseForm(schema, formData);
  if (!parsed.success) return failure<T>(new PortalError("INVALID", CORRECT_THE_FIELDS, parsed.fieldErrors));
  try {
    return await run(parsed.data);
  } catch (error) {
    if (error instanceof PortalError) return failure<T>(error);
    throw error;
  }
}

function failure<T>(error: PortalError): ActionState<T> {
  return failed(error.message, { code: error.code, fieldErrors: error.fieldErrors, link: error.link, details: error.details });
}
