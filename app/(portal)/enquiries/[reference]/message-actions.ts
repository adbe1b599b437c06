"use server";

import { z } from "zod";
import { checkboxGroup } from "@/lib/shared/forms";
import { failed } from "@/lib/shared/action-state";
import { memberAction, success } from "@/lib/portal/action";
import { postMessage } from "@/lib/portal/messages/post-message";

const MessageForm = z.object({
  reference: z.string().min(1).max(255),
  connectionId: z.string().min(1).max(100),
  // Checked in words by postMessage (the same rules as the browser's).
  text: z.string().max(20_000, "A message is at most 10,000 characters."),
  attachmentIds: checkboxGroup(z.string().min(1).max(100)).pipe(z.array(z.string()).max(5, "At most 5 files go with one message.")),
  idempotencyKey: z.string().regex(/^[\x21-\x7E]{1,200}$/, "The draft's key is not valid: reload the page and send again."),
});

// POST (server action) – send a message to one provider of an enquiry (admins and agents)
export const postMessageAction = memberAction({ schema: MessageForm }, async (input, context) => {
  const outcome = await postMessage({ ...input, organizationId: context.organization.id, authorName: context.user.name });
  switch (outcome.status) {
    case "sent":
      return success("Sent.");
    case "refused":
      return failed(outcome.message, { fieldErrors: { [outcome.field]: [outcome.message] } });
    case "not-found":
      return failed("This enquiry or provider is no longer here.", { code: "NOT_FOUND" });
    default:
      return failed(outcome.message, { code: outcome.status === "no-extension" ? "NO_EXTENSION" : "SERVICE" });
  }
});
