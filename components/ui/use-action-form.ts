"use client";

import { startTransition, useActionState, useCallback, useEffect, useRef, type FormEvent } from "react";
import { IDLE, type ActionState, type FormAction } from "@/lib/shared/action-state";

/**
 * useActionState for a form whose action is a server action, minus React's reset: a
 * form whose `action` runs is reset to its default values when the action ends, so an
 * error would empty every field the person typed. Submitting through onSubmit (the
 * event's default prevented, the action dispatched in a transition) keeps the values,
 * and React still reports the form as pending to useFormStatus (SubmitButton). The
 * `action` prop stays for a form sent before the page has hydrated. A success still
 * resets the form, as React would: a saved secret (an API key) does not stay typed in.
 * A form of settings that shows what is saved passes `{ keepOnSuccess: true }`: a reset
 * would put back the values the page was first drawn with (a select, a controlled radio
 * do not follow new defaults), and a second save would send those.
 *
 *   const { state, fieldErrors, formProps } = useActionForm(signInAction);
 *   <form {...formProps} noValidate>…</form>
 */
export function useActionForm<T = undefined>(action: FormAction<T>, initial: ActionState<T> = IDLE, options: { keepOnSuccess?: boolean } = {}) {
  const [state, dispatch, pending] = useActionState(action, initial);
  const form = useRef<HTMLFormElement | null>(null);
  const keep = options.keepOnSuccess ?? false;
  useEffect(() => {
    if (state.status === "success" && !keep) form.current?.reset();
  }, [state, keep]);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      form.current = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const formData = new FormData(event.currentTarget, submitter);
      startTransition(() => dispatch(formData));
    },
    [dispatch],
  );
  const fieldErrors = state.status === "error" ? state.fieldErrors : undefined;
  return { state, pending, fieldErrors, formProps: { action: dispatch, onSubmit } };
}
