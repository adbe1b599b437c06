"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import type { ChangeBookingProps } from "./change-booking-dialog";

type Module = typeof import("./change-booking-dialog");
const load = () => import("./change-booking-dialog");

/**
 * "Change the booking": the dialog's code (the form library, zod, the contract's schemas) is
 * loaded when it is first opened (fetched ahead when the pointer or the focus reaches the
 * button), so the enquiry page's first load stays light. Once opened, the dialog stays
 * mounted: what was typed is there again when it is reopened.
 */
export function ChangeBookingButton(props: ChangeBookingProps) {
  const [dialog, setDialog] = useState<Module | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const { toast } = useToast();

  const openWith = async (next: boolean) => {
    if (!next || dialog) return setOpen(next);
    setLoading(true);
    try {
      setDialog(await load());
      setOpen(true);
    } catch {
      toast("The form could not be loaded. Check the connection and try again.", "error");
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => void openWith(next)}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" disabled={loading} onPointerEnter={() => void load().catch(() => null)} onFocus={() => void load().catch(() => null)}>
          {loading ? <Spinner /> : null}
          Change the booking
        </Button>
      </DialogTrigger>
      {dialog ? <dialog.ChangeBookingDialog {...props} open={open} onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
