"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { EventType } from "@/lib/contract/event";
import { WebhookUrl } from "@/lib/contract/webhook";
import { memberAction, success } from "@/lib/portal/action";
import { memberAudit, recordAudit } from "@/lib/portal/audit/record-audit";
import { deleteWebhook } from "@/lib/portal/webhooks/delete-webhook";
import { disableLiveUpdates } from "@/lib/portal/connections/disable-live-updates";
import { enableLiveUpdates } from "@/lib/portal/connections/enable-live-updates";
import { resendDelivery, resendFailedSince } from "@/lib/portal/webhooks/resend-deliveries";
import { revealVerificationKey } from "@/lib/portal/webhooks/reveal-verification-key";
import { saveWebhook } from "@/lib/portal/webhooks/save-webhook";
import { sendTestEvent } from "@/lib/portal/webhooks/send-test-event";
import { getTimeZone } from "@/lib/portal/time-zone/get-time-zone";
import { failed } from "@/lib/shared/action-state";
import { DEFAULT_TIME_ZONE, wallTimeToInstant } from "@/lib/shared/format";
import { checkboxGroup } from "@/lib/shared/forms";

const Id = z.string().trim().min(1, "Missing id.").max(100);

const WebhookFormSchema = z.object({
  connectionId: Id,
  id: Id.optional().or(z.literal("").transform(() => undefined)),
  url: WebhookUrl,
  events: checkboxGroup(EventType),
  description: z
    .string()
    .trim()
    .max(500, "At most 500 characters.")
    .optional()
    .transform((v) => v || null),
});

function revalidate(connectionId: string) {
  revalidatePath(`/settings/connections/${encodeURIComponent(connectionId)}`, "layout");
  revalidatePath("/settings/connections");
}

// POST (server action) – create or replace a webhook at the provider (admins)
export const saveWebhookAction = memberAction({ role: "admin", schema: WebhookFormSchema }, async (input, context) => {
  const { connectionId, ...form } = input;
  const webhook = await saveWebhook(context.organization.id, connectionId, form);
  // The change is the provider's: recorded once it has said yes.
  await recordAudit(await memberAudit(context, input.id ? "webhook-changed" : "webhook-created", `Webhook ${webhook.url} ${input.id ? "changed" : "created"}.`));
  revalidate(connectionId);
  return success(input.id ? "Webhook saved." : `Webhook created for ${webhook.url}.`);
});

// POST (server action) – delete a webhook at the provider (admins)
export const deleteWebhookAction = memberAction({ role: "admin", schema: z.object({ connectionId: Id, id: Id }) }, async ({ connectionId, id }, context) => {
  await deleteWebhook(context.organization.id, connectionId, id);
  await recordAudit(await memberAudit(context, "webhook-deleted", `Webhook ${id} deleted.`));
  revalidate(connectionId);
  return success("Webhook deleted.");
});

// POST (server action) – register or remove the portal's own receiver with one provider (admins)
export const setLiveUpdatesAction = memberAction(
  { role: "admin", schema: z.object({ connectionId: Id, enabled: z.enum(["true", "false"]).transform((v) => v === "true") }) },
  async ({ connectionId, enabled }, context) => {
    const { name } = enabled ? await enableLiveUpdates(context.organization.id, connectionId) : await disableLiveUpdates(context.organization.id, connectionId);
    await recordAudit(await memberAudit(context, enabled ? "live-updates-on" : "live-updates-off", `Live updates from "${name}" turned ${enabled ? "on" : "off"}.`));
    revalidate(connectionId);
    revalidatePath("/dashboard");
    return success(enabled ? "Live updates are on: the provider sends every event to this portal." : "Live updates are off.");
  },
);

// POST (server action) – the whole verification key, for the admin's clipboard (admins)
export const revealVerificationKeyAction = memberAction({ role: "admin", schema: z.object({ connectionId: Id }) }, async ({ connectionId }, context) => {
  return success("Verification key copied.", { key: await revealVerificationKey(context.organization.id, connectionId) });
});

// POST (server action) – sandbox: have the provider send an event for an enquiry (admins)
export const sendTestEventAction = memberAction(
  { role: "admin", schema: z.object({ connectionId: Id, serviceReference: Id, eventType: EventType }) },
  async ({ connectionId, serviceReference, eventType }, context) => {
    await sendTestEvent(context.organization.id, serviceReference, eventType, connectionId);
    revalidate(connectionId);
    return success(`${eventType} sent for ${serviceReference}.`);
  },
);

// POST (server action) – attempt one delivery again now (admins)
export const resendDeliveryAction = memberAction(
  { role: "admin", schema: z.object({ connectionId: Id, webhookId: Id, deliveryId: Id }) },
  async ({ connectionId, webhookId, deliveryId }, context) => {
    await resendDelivery(context.organization.id, connectionId, webhookId, deliveryId);
    await recordAudit(await memberAudit(context, "deliveries-resent", `Delivery ${deliveryId} of webhook ${webhookId} resent.`));
    revalidate(connectionId);
    return success("Delivery queued: it is attempted again now.");
  },
);

// POST (server action) – attempt every failed delivery since a time again (admins)
export const resendFailedSinceAction = memberAction(
  {
    role: "admin",
    schema: z.object({
      connectionId: Id,
      webhookId: Id,
      // <input type="datetime-local"> gives wall time without a zone: read in the member's zone, the one every time is shown in.
      since: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "Choose a date and time."),
    }),
  },
  async ({ connectionId, webhookId, since }, context) => {
    const sinceUtc = wallTimeToInstant(since, (await getTimeZone()) ?? DEFAULT_TIME_ZONE);
    if (!sinceUtc) return failed("Choose a date and time.", { fieldErrors: { since: ["Choose a date and time."] } });
    const { resent, more } = await resendFailedSince(context.organization.id, connectionId, webhookId, sinceUtc);
    if (resent > 0) await recordAudit(await memberAudit(context, "deliveries-resent", `${resent} failed deliveries of webhook ${webhookId} since ${sinceUtc.toISOString()} resent.`));
    revalidate(connectionId);
    if (resent === 0) return success("No failed deliveries since then.");
    return success(`${resent} failed ${resent === 1 ? "delivery" : "deliveries"} queued again${more ? " (the first 500; run it again for the rest)" : ""}.`);
  },
);
