"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { revealVerificationKeyAction } from "../actions";
import { useConnectionId } from "../../../_components/connection-id";

/** Copies the whole verification key, fetched on the click: the page itself only holds its masked form. */
export function CopyKeyButton() {
  const { toast } = useToast();
  const connectionId = useConnectionId();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const form = new FormData();
          form.set("connectionId", connectionId);
          const result = await revealVerificationKeyAction(IDLE, form);
          if (result.status !== "success" || !result.data) return toast(result.status === "error" ? result.message : "The key could not be read.", "error");
          await navigator.clipboard.writeText(result.data.key);
          toast("Verification key copied.", "success");
        } catch {
          toast("The clipboard is not available here.", "error");
        } finally {
          setBusy(false);
        }
      }}
    >
      Copy key
    </Button>
  );
}
