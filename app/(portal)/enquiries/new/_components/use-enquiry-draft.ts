"use client";

import { useCallback, useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { forgetEnquiryDraft, readEnquiryDraft, writeEnquiryDraft } from "@/components/enquiries/enquiry-draft";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";

/**
 * Keeps the form's draft in the browser as it is typed and brings it back when the form
 * opens again (after signing in anew, a reload, or a visit elsewhere). Returns whether a
 * draft was brought back, and a way to start afresh from the defaults.
 */
export function useEnquiryDraft(form: UseFormReturn<EnquiryFormValues, unknown, CreateEnquiryRequest>, draftKey: string, defaults: EnquiryFormValues) {
  const [restored, setRestored] = useState(false);
  const { reset, watch } = form;

  useEffect(() => {
    const draft = readEnquiryDraft(draftKey, defaults);
    if (draft) {
      reset(draft);
      // The browser's storage can only be read after hydration: the server rendered the defaults.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    const subscription = watch((values) => writeEnquiryDraft(draftKey, values));
    return () => subscription.unsubscribe();
    // The defaults are the page's, fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, reset, watch]);

  const startAfresh = useCallback(() => {
    forgetEnquiryDraft(draftKey);
    reset(defaults);
    setRestored(false);
  }, [draftKey, defaults, reset]);

  return { restored, startAfresh };
}
