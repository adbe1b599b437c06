"use server";

import { memberAction, success } from "@/lib/portal/action";
import { amendEnquiry } from "@/lib/portal/amendments/amend-enquiry";
import { PostedAmendment } from "@/lib/portal/amendments/amendment-form";
import type { FieldErrors } from "@/lib/shared/action-state";
import { amendmentAnswersInWords, type AmendmentAnswerLine } from "./provider-words";

/** Each provider's answer, in words, and whether every one of them has the details now (the dialog then closes). */
export type AmendmentResult = { allTaken: boolean; answers: AmendmentAnswerLine[]; fieldErrors: FieldErrors };

// POST (server action) – change an open enquiry's dates, guests, requirements or lead guest
// at every provider still holding it open, each answering in words (admins and agents)
export const amendEnquiryAction = memberAction({ schema: PostedAmendment }, async ({ reference, submissionKey, ...details }, context) => {
  const answers = await amendEnquiry(context, { reference, submissionKey, details });
  const allTaken = answers.every((a) => a.status === "changed" || a.status === "unchanged");
  const fieldErrors = Object.assign({}, ...answers.map((a) => (a.status === "refused" && a.fieldErrors) || {})) as FieldErrors;
  const lines = answers.map(({ providerName, status, message }) => ({ providerName, status, message }));
  return success<AmendmentResult>(amendmentAnswersInWords(answers), { allTaken, answers: lines, fieldErrors });
});
