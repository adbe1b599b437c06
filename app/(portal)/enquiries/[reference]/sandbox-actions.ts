"use server";

import { z } from "zod";
import { ClosureReason } from "@/lib/contract/common";
import { EventType } from "@/lib/contract/event";
import { SANDBOX_TARGET_STATES } from "@/lib/contract/sandbox";
import { memberAction, success } from "@/lib/portal/action";
import { changeSandboxState } from "@/lib/portal/enquiries/change-sandbox-state";
import { sendTestEvent } from "@/lib/portal/webhooks/send-test-event";

const Reference = z.string().trim().min(1).max(255);
// The provider the controls play (the enquiry page's lead provider): checked to be the organisation's.
const ConnectionId = z.string().trim().min(1).max(100);

// POST (server action) – sandbox: move the enquiry to SHORTLISTING, QUOTED or CLOSED (members)
export const changeSandboxStateAction = memberAction(
  {
    schema: z
      .object({
        connectionId: ConnectionId,
        serviceReference: Reference,
        enquiryState: z.enum(SANDBOX_TARGET_STATES, "Choose a state."),
        closureReason: ClosureReason.optional().or(z.literal("").transform(() => undefined)),
      })
      .refine((f) => f.enquiryState !== "CLOSED" || f.closureReason, { path: ["closureReason"], message: "Choose why it closes." }),
  },
  async ({ connectionId, serviceReference, enquiryState, closureReason }, context) => {
    await changeSandboxState(context.organization.id, serviceReference, { enquiryState, ...(enquiryState === "CLOSED" ? { closureReason } : {}) }, connectionId);
    return success(`Asked the sandbox to move ${serviceReference} to ${enquiryState}.`);
  },
);

// POST (server action) – sandbox: have the provider send an event for the enquiry as it is now (members)
export const triggerSandboxEventAction = memberAction(
  { schema: z.object({ connectionId: ConnectionId, serviceReference: Reference, eventType: EventType }) },
  async ({ connectionId, serviceReference, eventType }, context) => {
    await sendTestEvent(context.organization.id, serviceReference, eventType, connectionId);
    return success(`${eventType} sent.`);
  },
);
