"use client";

import { FrameLink } from "@/components/ui/frame-link";
import { useActionState, useRef } from "react";
import type { FormAction } from "@/lib/shared/action-state";
import { IDLE } from "@/lib/shared/action-state";
import { useToastingAction } from "../ui/toaster";

export type SwitcherMembership = { organizationId: string; name: string };
type SwitchAction = FormAction;

/** The current organisation; a switcher when the user belongs to several. */
export function OrganizationSwitcher({
  current,
  memberships,
  switchAction,
}: {
  current: SwitcherMembership;
  memberships: SwitcherMembership[];
  switchAction: SwitchAction;
}) {
  const [, action, pending] = useActionState(useToastingAction(switchAction, { errors: true }), IDLE);
  const form = useRef<HTMLFormElement>(null);

  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
      {memberships.length > 1 ? (
        <form ref={form} action={action}>
          <label htmlFor="organisation-switcher" className="text-xs font-medium text-slate-500">
            Organisation
          </label>
          <select
            id="organisation-switcher"
            name="organizationId"
            defaultValue={current.organizationId}
            disabled={pending}
            onChange={() => form.current?.requestSubmit()}
            className="mt-0.5 block w-full truncate rounded-md border-0 bg-transparent py-0.5 pr-6 pl-0 text-sm font-semibold text-slate-900 focus:ring-2 focus:ring-brand-600"
          >
            {memberships.map((m) => (
              <option key={m.organizationId} value={m.organizationId}>
                {m.name}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="mt-1 text-xs font-semibold text-brand-700">
              Switch
            </button>
          </noscript>
        </form>
      ) : (
        <>
          <p className="text-xs font-medium text-slate-500">Organisation</p>
          <p className="truncate text-sm font-semibold text-slate-900">{current.name}</p>
        </>
      )}
      <FrameLink href="/organisations/new" className="mt-1 inline-block text-xs font-medium text-brand-700 hover:text-brand-900">
        New organisation
      </FrameLink>
    </div>
  );
}
