"use server";

import { z } from "zod";
import { checkboxGroup } from "@/lib/shared/forms";
import { failed } from "@/lib/shared/action-state";
import { memberAction, success } from "@/lib/portal/action";
import { postMessage } from "@/lib/portal/messages/post-message";
import { IDEMPOTENCY_KEY } from "@/lib/contract/message";
import { MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_TEXT_MAX, MESSAGE_TEXT_WORDS } from "@/lib/contract/message-rules";

const MessageForm = z.object({
  reference: z.string().min(1).max(255),
  connectionId: z.string().min(1).max(100),
  // Checked in words by postMessage (the contract's rules, as the browser's); this only
  // bounds what is read (the text may carry spaces the rules trim away).
  text: z.string().max(2 * MESSAGE_TEXT_MAX, MESSAGE_TEXT_WORDS.tooLong),
  attachmentIds: checkboxGroup(z.string().min(1).max(100)).pipe(
    z.array(z.string()).max(MAX_ATTACHMENTS_PER_MESSAGE, `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files go with one message.`),
  ),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY, "The draft's key is not valid: reload the page and send again."),
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
