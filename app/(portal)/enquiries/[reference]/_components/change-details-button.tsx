"use client";

import { LazyDialogButton } from "@/components/ui/lazy-dialog-button";
import type { ChangeDetailsProps } from "./change-details-dialog";

const load = () => import("./change-details-dialog");

/** "Change details": the dialog (the form library, zod, the contract's schemas) is loaded when first opened. */
export function ChangeDetailsButton(props: ChangeDetailsProps) {
  return <LazyDialogButton label="Change details" load={load} render={(dialog, open, close) => <dialog.ChangeDetailsDialog {...props} open={open} onClose={close} />} />;
}
