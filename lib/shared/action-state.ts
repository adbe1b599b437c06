import type { FieldErrors } from "@/lib/contract/problem";

// The state a server action hands back to its form (useActionState), in the portal and
// the back office alike. Types and one constant only, so client components may import it.

export type { FieldErrors };

/** A way out that an error offers ("Open R4E2F3A4"): a same-site path and its words. */
export type ErrorLink = { href: string; label: string };

export type ActionState<T = undefined> =
  | { status: "idle" }
  | { status: "success"; message: string; data?: T; at: number }
  | { status: "error"; message: string; code?: string; fieldErrors?: FieldErrors; link?: ErrorLink; details?: string[]; at: number };

/** What `useActionState` starts from. */
export const IDLE: ActionState<never> = { status: "idle" };

/** A server action as a form sees it. */
export type FormAction<T = undefined> = (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

export function succeeded<T = undefined>(message: string, data?: T): ActionState<T> {
  return { status: "success", message, data, at: Date.now() };
}

export function failed<T = undefined>(
  message: string,
  details: { code?: string; fieldErrors?: FieldErrors; link?: ErrorLink; details?: string[] } = {},
): ActionState<T> {
  return { status: "error", message, ...details, at: Date.now() };
}
