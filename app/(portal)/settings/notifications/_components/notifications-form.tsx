"use client";

import { useState, useSyncExternalStore } from "react";
import { Field, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { KIND_INFO, type Cadence, type NotificationKind } from "@/lib/portal/notifications/notification-kinds";
import { saveNotificationsAction } from "../actions";

type Initial = { kinds: NotificationKind[]; muted: NotificationKind[]; cadence: Cadence; digestHour: number; timeZone: string | null };

const HOURS = Array.from({ length: 24 }, (_, h) => h);

const noSubscription = () => () => {};
const browserTimeZone = (): string | null => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;

export function NotificationsForm({ initial }: { initial: Initial }) {
  // Saved, the form goes on showing what the member chose, which is what was saved; the
  // next save sends it again as it stands.
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(saveNotificationsAction), undefined, { keepOnSuccess: true });
  const [cadence, setCadence] = useState<Cadence>(initial.cadence);
  // The hour stays what is shown while the digest is off (the select is disabled then, and sent hidden).
  const [digestHour, setDigestHour] = useState(String(initial.digestHour));
  // The browser's zone, so that "8:00" is the member's own 8:00; saved with the form.
  // Read after hydration (the server has no browser zone), never changing afterwards.
  const browserZone = useSyncExternalStore(noSubscription, browserTimeZone, () => null);
  const zone = browserZone ?? initial.timeZone;
  return (
    <form {...formProps} className="flex max-w-xl flex-col gap-6" noValidate>
      <FormMessage state={state} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">E-mail me when</legend>
        {initial.kinds.map((kind) => (
          <label key={kind} className="flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" name="enabled" value={kind} defaultChecked={!initial.muted.includes(kind)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
            <span>
              <span className="font-medium">{KIND_INFO[kind].label}</span>
              <span className="block text-slate-600">{KIND_INFO[kind].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">Send them</legend>
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input type="radio" name="cadence" value="immediate" checked={cadence === "immediate"} onChange={() => setCadence("immediate")} className="size-4 accent-brand-600" />
          As they happen, one e-mail each
        </label>
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input type="radio" name="cadence" value="digest" checked={cadence === "digest"} onChange={() => setCadence("digest")} className="size-4 accent-brand-600" />
          In one e-mail a day
        </label>
      </fieldset>
      <Field label="Daily digest at" hint={zone ? `Your time zone: ${zone}.` : undefined} error={errors?.digestHour}>
        <Select name="digestHour" value={digestHour} onChange={(e) => setDigestHour(e.currentTarget.value)} disabled={cadence !== "digest"} className="sm:max-w-48">
          {HOURS.map((h) => (
            <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00`}</option>
          ))}
        </Select>
      </Field>
      {cadence !== "digest" ? <input type="hidden" name="digestHour" value={digestHour} /> : null}
      {zone ? <input type="hidden" name="timeZone" value={zone} /> : null}
      <div>
        <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
      </div>
    </form>
  );
}
