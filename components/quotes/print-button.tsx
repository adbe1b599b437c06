"use client";

import { Button } from "@/components/ui/button";

/** The browser's print dialog, where "Save as PDF" is; the print stylesheet does the layout. */
export function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
      Print or save as PDF
    </Button>
  );
}
