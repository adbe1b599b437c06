// The state a server action hands back to its form (useActionState). Types only, so
// client components may import it.

export type FieldErrors = Record<string, string[]>;

export type ActionState<T = undefined> =
  | { status: "idle" }
  | { status: "success"; message: string; data?: T; at: number }
  | { status: "error"; message: string; code?: string; fieldErrors?: FieldErrors; link?: { href: string; label: string }; at: number };

export const IDLE: ActionState<never> = { status: "idle" };
