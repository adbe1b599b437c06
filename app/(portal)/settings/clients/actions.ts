"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { memberAction } from "@/lib/portal/action";
import { NewClientForm } from "@/lib/portal/clients/client-form";
import { createClient } from "@/lib/portal/clients/create-client";

// POST (server action) – a new client, with its first approver when its rule asks for one (admins)
export const createClientAction = memberAction({ role: "admin", schema: NewClientForm }, async (input, context) => {
  const { id } = await createClient(context, input);
  revalidatePath("/settings/clients");
  redirect(`/settings/clients/${encodeURIComponent(id)}`);
});
