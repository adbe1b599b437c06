import { z } from "zod";

// What the approval forms send, checked on the server: the approver's decision from their
// link, and an approval an agent records when it was given by other means.

export const COMMENT_MAX = 1000;

const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, tooLong).refine((v) => !/[\u0000-\u0009\u000B-\u001F\u007F]/.test(v), "Plain text only, please."));

export const DecisionInput = z.object({
  token: z.string().min(1).max(100),
  decision: z.enum(["APPROVED", "DECLINED"], { error: "Choose to approve or to decline." }),
  comment: plainText(COMMENT_MAX, `Keep the comment to ${COMMENT_MAX} characters or fewer.`)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type DecisionInput = z.output<typeof DecisionInput>;

export const RecordApprovalInput = z.object({
  reference: z.string().min(1).max(100),
  approvalId: z.string().min(1).max(100),
  approvedBy: z
    .string()
    .trim()
    .min(1, "Say who approved it.")
    .max(120, "Keep the name to 120 characters or fewer."),
  how: plainText(500, "Keep it to 500 characters or fewer.").pipe(z.string().min(1, "Say how the approval was given (by phone, by e-mail…).")),
});
export type RecordApprovalInput = z.output<typeof RecordApprovalInput>;
