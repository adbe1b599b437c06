"use client";

import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";

/**
 * A button whose dialog's code (a form library, zod, schemas) is loaded when it is first
 * opened (fetched ahead when the pointer or the focus reaches the button), so the page's
 * first load stays light. Once opened, the dialog stays mounted: what was typed is there
 * again when it is reopened.
 */
export function LazyDialogButton<M>({
  label,
  load,
  render,
  variant = "secondary",
}: {
  label: ReactNode;
  load: () => Promise<M>;
  render: (module: M, open: boolean, close: () => void) => ReactNode;
  variant?: ButtonProps["variant"];
}) {
  const [dialog, setDialog] = useState<M | null>(null);
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
        <Button variant={variant} size="sm" disabled={loading} onPointerEnter={() => void load().catch(() => null)} onFocus={() => void load().catch(() => null)}>
          {loading ? <Spinner /> : null}
          {label}
        </Button>
      </DialogTrigger>
      {dialog ? render(dialog, open, () => setOpen(false)) : null}
    </Dialog>
  );
}
