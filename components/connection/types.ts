import type { ActionState } from "@/lib/portal/action-state";

/** A server action used as a form's action with useActionState. */
export type StateAction = (previous: ActionState, formData: FormData) => Promise<ActionState>;
