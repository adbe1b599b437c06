"use client";

import { useToast } from "./toaster";
import { Button, type ButtonProps } from "./button";

/** Copies `value` to the clipboard and says so. */
export function CopyButton({ value, label = "Copy", copiedMessage = "Copied to the clipboard.", ...props }: ButtonProps & {
  value: string;
  label?: string;
  copiedMessage?: string;
}) {
  const { toast } = useToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          toast(copiedMessage, "success");
        } catch {
          toast("The clipboard is not available here: select the text and copy it.", "error");
        }
      }}
      {...props}
    >
      {label}
    </Button>
  );
}
