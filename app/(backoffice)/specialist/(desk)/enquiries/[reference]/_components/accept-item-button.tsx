"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { FormAction } from "@/lib/shared/action-state";
import { MoveForm } from "./move-form";

/** What "Client accepted this" would book: the property, and its unit where one is known. */
export type Booked = {
  propertyName: string;
  /** The unit booked: the property's only one, or the one the client prefers; null when neither says. */
  unit: { name: string; price: string | null } | null;
  /** The property's units, named when the booked one is not known. */
  units: string[];
};

/**
 * "Client accepted this": books the item at once for the agency, which is told as soon as
 * it happens, so it asks first, naming the property and unit. A booking can be cancelled
 * afterwards, never taken back. The outcome (and a refusal) is the move's (MoveForm).
 */
export function AcceptItemButton({ action, fields, booked }: { action: FormAction; fields: Record<string, string>; booked: Booked }) {
  const { propertyName, unit, units } = booked;
  const what = unit ? `${propertyName} · ${unit.name}` : propertyName;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Client accepted this
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Book ${what}?`}
        description="This creates a pending booking and tells the agency at once. It can be cancelled afterwards, but not taken back."
      >
        <dl className="grid gap-1 text-sm sm:grid-cols-[6rem_1fr]" data-testid="booking-to-confirm">
          <dt className="font-medium text-slate-500">Property</dt>
          <dd className="text-slate-900">{propertyName}</dd>
          <dt className="font-medium text-slate-500">Unit</dt>
          <dd className="text-slate-900">
            {unit ? (
              <>
                {unit.name}
                {unit.price ? <span className="text-slate-600">: {unit.price} for the stay</span> : null}
              </>
            ) : (
              <>Not known{units.length > 1 ? `: the quote offers ${units.join(", ")}` : ""}. Agree with the agency which one is meant.</>
            )}
          </dd>
        </dl>
        <div className="mt-6 flex flex-wrap items-end justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <MoveForm action={action} fields={fields} label={`Book ${unit ? unit.name : "this property"}`} pendingLabel="Booking…" variant="primary" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
