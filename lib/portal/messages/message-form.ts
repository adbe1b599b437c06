import { z } from "zod";
import { MessageText } from "@/lib/contract/message";
import { attachmentsProblem } from "./message-rules";

// The composer's form as the browser checks it (react-hook-form's resolver); the server
// action checks the text again with the same schema, and the provider has the last word.

export type MessageFormValues = { text: string; files: File[] };

export const MessageForm = z.object({
  text: MessageText,
  files: z.array(z.custom<File>()).superRefine((files, ctx) => {
    const problem = attachmentsProblem(files);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});
