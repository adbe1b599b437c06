"use client";

import { useEffect } from "react";
import { forgetEnquiryDraft } from "./enquiry-draft";

/**
 * On an enquiry's page: the intake form's draft of this very enquiry (same externalId)
 * is sent, so it goes. Done here rather than in the form because sending redirects
 * straight from the server to this page.
 */
export function ForgetSentDraft({ draftKey, externalId }: { draftKey: string; externalId: string }) {
  useEffect(() => forgetEnquiryDraft(draftKey, externalId), [draftKey, externalId]);
  return null;
}
