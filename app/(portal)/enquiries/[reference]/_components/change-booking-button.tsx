"use client";

import { LazyDialogButton } from "@/components/ui/lazy-dialog-button";
import type { ChangeBookingProps } from "./change-booking-dialog";

const load = () => import("./change-booking-dialog");

/** "Change the booking": the dialog (the form library, zod, the contract's schemas) is loaded when first opened. */
export function ChangeBookingButton(props: ChangeBookingProps) {
  return <LazyDialogButton label="Change the booking" load={load} render={(dialog, open, close) => <dialog.ChangeBookingDialog {...props} open={open} onClose={close} />} />;
}
