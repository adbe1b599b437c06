"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import type { ActionState } from "@/lib/shared/action-state";
import { provisionSandboxConnection } from "@/lib/portal/connections/provision-sandbox-connection";
import { saveAndTestConnection } from "@/lib/portal/connections/save-and-test-connection";
import { testConnection } from "@/lib/portal/connections/test-connection";

const ConnectionForm = z
  .object({
    target: z.enum(["built-in", "custom"], "Choose a service."),
    baseUrl: z.string().trim().optional(),
    environment: z.enum(["sandbox", "production"], "Choose an environment."),
    // An empty field keeps the stored key.
    apiKey: z
      .string()
      .trim()
      .max(500, "At most 500 characters.")
      .refine((key) => !/\s/.test(key), "An API key has no spaces.")
      .optional()
      .transform((key) => key || undefined),
  })
  .superRefine((form, ctx) => {
    if (form.target !== "custom") return;
    const url = URL.canParse(form.baseUrl ?? "") ? new URL(form.baseUrl ?? "") : null;
    if (!url || !["http:", "https:"].includes(url.protocol)) {
      ctx.addIssue({ code: "custom", path: ["baseUrl"], message: "Enter the service's address, e.g. https://sandbox.provider.example." });
    } else if (url.username || url.password || form.baseUrl?.includes("?") || form.baseUrl?.includes("#")) {
      // The text, not url.search and url.hash: an empty "?" or "#" reads as "" there.
      ctx.addIssue({ code: "custom", path: ["baseUrl"], message: "Only the address: no credentials, query or fragment." });
    }
  })
  .transform(({ target, baseUrl, ...rest }) => ({
    ...rest,
    baseUrl: target === "custom" && baseUrl ? baseUrl.replace(/\/+$/, "") : null,
  }));

const NoInput = z.object({});

function revalidate() {
  revalidatePath("/settings/connection");
  revalidatePath("/dashboard");
}

// POST (server action) – store where and with which key the organisation reaches the service, then try it (admins)
export const saveConnectionAction = memberAction({ role: "admin", schema: ConnectionForm }, async (input, context): Promise<ActionState> => {
  const { keyHint, check, otherAccount } = await saveAndTestConnection(context, input);
  revalidate();
  revalidatePath("/enquiries");
  const earlier = otherAccount ? " It belongs to another account: the enquiries sent with the previous key are marked in the list." : "";
  if (check.ok) return success(`Connection saved (key ${keyHint}). ${check.note}${earlier}`);
  return { status: "error", code: "SERVICE", message: `Connection saved (key ${keyHint}), but it does not work yet. ${check.note}`, at: Date.now() };
});

// POST (server action) – "Use the built-in sandbox": provision an account and key on this app's service (admins)
export const provisionSandboxAction = memberAction({ role: "admin", schema: NoInput }, async (_input, context) => {
  const { keyHint } = await provisionSandboxConnection(context);
  revalidate();
  return success(`Connected to the built-in sandbox with a new key (${keyHint}).`);
});

// POST (server action) – call list-webhooks with the stored key and record the outcome (admins)
export const testConnectionAction = memberAction({ role: "admin", schema: NoInput }, async (_input, context): Promise<ActionState> => {
  const check = await testConnection(context);
  revalidate();
  return check.ok ? success(check.note) : { status: "error", code: "SERVICE", message: check.note, at: Date.now() };
});
