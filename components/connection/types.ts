import type { FormAction } from "@/lib/shared/action-state";

/** A server action used as a form's action with useActionState. */
export type StateAction = FormAction;
