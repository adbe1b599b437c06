"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import type { ActionState } from "@/lib/shared/action-state";
import { baseUrlProblem } from "@/lib/shared/base-url";
import { MAX_NAME_LENGTH } from "@/lib/portal/connections/connection-name";
import { provisionSandboxConnection } from "@/lib/portal/connections/provision-sandbox-connection";
import { removeConnection } from "@/lib/portal/connections/remove-connection";
import { renameConnection } from "@/lib/portal/connections/rename-connection";
import { saveAndTestConnection } from "@/lib/portal/connections/save-and-test-connection";
import { testConnection } from "@/lib/portal/connections/test-connection";
import { withdrawOpenEnquiries, type OpenWithdrawal } from "@/lib/portal/enquiries/withdraw-open-enquiries";
import { openWithdrawalsInWords } from "./withdrawal-words";

const ConnectionId = z.string().trim().min(1, "Missing connection.").max(100);

const Name = z.string().trim().min(1, "Give the provider a name agents will recognise.").max(MAX_NAME_LENGTH, `At most ${MAX_NAME_LENGTH} characters.`);

const Target = z
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
    const problem = baseUrlProblem(form.baseUrl ?? "");
    if (problem) ctx.addIssue({ code: "custom", path: ["baseUrl"], message: problem });
  });

function where<T extends { target: "built-in" | "custom"; baseUrl?: string }>({ target, baseUrl, ...rest }: T) {
  return { ...rest, baseUrl: target === "custom" && baseUrl ? baseUrl.replace(/\/+$/, "") : null };
}

// A provider added without a name is named after what it reaches ("Built-in sandbox", the host).
const OptionalName = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, `At most ${MAX_NAME_LENGTH} characters.`)
  .optional()
  .transform((name) => name || undefined);

// What clients read on share pages ("Quoted by …"); empty: the name agents read.
const PublicName = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, `At most ${MAX_NAME_LENGTH} characters.`)
  .optional()
  .transform((name) => name || null);

const AddForm = z
  .object({ name: OptionalName })
  .and(Target)
  .superRefine((form, ctx) => {
    if (!form.apiKey) ctx.addIssue({ code: "custom", path: ["apiKey"], message: "Paste the API key of your account at this provider." });
  })
  .transform(where);
const ChangeForm = z.object({ connectionId: ConnectionId }).and(Target).transform(where);
const OneConnection = z.object({ connectionId: ConnectionId });
const NoInput = z.object({});

function revalidate(connectionId?: string) {
  revalidatePath("/settings/connections");
  if (connectionId) revalidatePath(`/settings/connections/${encodeURIComponent(connectionId)}`, "layout");
  revalidatePath("/dashboard");
}

const otherAccountWords = " It belongs to another account: the enquiries sent with the previous key are marked in the list.";

// POST (server action) – add a provider: its name, where it is, its key; the key is tried at once (admins)
export const addConnectionAction = memberAction({ role: "admin", schema: AddForm }, async (input, context): Promise<ActionState> => {
  const { name, keyHint, check } = await saveAndTestConnection(context, null, input);
  revalidate();
  if (check.ok) return success(`${name} added (key ${keyHint}). ${check.note}`);
  return { status: "error", code: "SERVICE", message: `${name} added (key ${keyHint}), but it does not work yet. ${check.note}`, at: Date.now() };
});

// POST (server action) – change where one connection reaches its provider, or its key, then try it (admins)
export const saveConnectionAction = memberAction({ role: "admin", schema: ChangeForm }, async ({ connectionId, ...input }, context): Promise<ActionState> => {
  const { keyHint, check, otherAccount } = await saveAndTestConnection(context, connectionId, input);
  revalidate(connectionId);
  revalidatePath("/enquiries");
  const earlier = otherAccount ? otherAccountWords : "";
  if (check.ok) return success(`Connection saved (key ${keyHint}). ${check.note}${earlier}`);
  return { status: "error", code: "SERVICE", message: `Connection saved (key ${keyHint}), but it does not work yet. ${check.note}`, at: Date.now() };
});

// POST (server action) – "Use the built-in sandbox": a new connection with an account and key on this app's service (admins)
export const provisionSandboxAction = memberAction({ role: "admin", schema: NoInput }, async (_input, context) => {
  const { keyHint } = await provisionSandboxConnection(context, null);
  revalidate();
  return success(`Connected to the built-in sandbox with a new key (${keyHint}).`);
});

// POST (server action) – "Get a new sandbox key" for one built-in connection (admins)
export const provisionSandboxKeyAction = memberAction({ role: "admin", schema: OneConnection }, async ({ connectionId }, context) => {
  const { keyHint } = await provisionSandboxConnection(context, connectionId);
  revalidate(connectionId);
  return success(`Connected to the built-in sandbox with a new key (${keyHint}).`);
});

// POST (server action) – call list-webhooks with one connection's stored key and record the outcome (admins)
export const testConnectionAction = memberAction({ role: "admin", schema: OneConnection }, async ({ connectionId }, context): Promise<ActionState> => {
  const check = await testConnection(context, connectionId);
  revalidate(connectionId);
  return check.ok ? success(check.note) : { status: "error", code: "SERVICE", message: check.note, at: Date.now() };
});

// POST (server action) – give a connection another name (admins)
export const renameConnectionAction = memberAction({ role: "admin", schema: z.object({ connectionId: ConnectionId, name: Name, publicName: PublicName }) }, async ({ connectionId, name, publicName }, context) => {
  const renamed = await renameConnection(context, connectionId, name, publicName);
  revalidate(connectionId);
  revalidatePath("/enquiries", "layout");
  const forClients = renamed.publicName === undefined ? "" : renamed.publicName ? ` Clients now read "${renamed.publicName}".` : " Clients now read its name.";
  if (renamed.before === renamed.name) return success(forClients ? forClients.trim() : `The name stays "${renamed.name}".`);
  return success(`"${renamed.before}" is now called "${renamed.name}".${forClients}`);
});

// POST (server action) – before removing a provider: withdraw the enquiries it is still working on (admins)
export const withdrawOpenEnquiriesAction = memberAction(
  { role: "admin", schema: OneConnection },
  async ({ connectionId }, context): Promise<ActionState<{ withdrawals: OpenWithdrawal[] }>> => {
    const { name, withdrawals } = await withdrawOpenEnquiries(context, connectionId);
    revalidate(connectionId);
    revalidatePath("/enquiries", "layout");
    return success(openWithdrawalsInWords(name, withdrawals), { withdrawals });
  },
);

// POST (server action) – remove a connection: its key erased, its enquiries kept as history (admins)
export const removeConnectionAction = memberAction({ role: "admin", schema: OneConnection }, async ({ connectionId }, context) => {
  const { receiverRemoved } = await removeConnection(context, connectionId);
  revalidatePath("/settings/connections");
  revalidatePath("/dashboard");
  revalidatePath("/enquiries", "layout");
  // Its own pages are gone: the list says what happened (connections/page.tsx).
  redirect(`/settings/connections?${new URLSearchParams({ removed: connectionId, ...(receiverRemoved ? {} : { receiver: "kept" }) })}`);
});
