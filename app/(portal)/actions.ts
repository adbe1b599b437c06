"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { memberAction } from "@/lib/portal/action";
import { switchOrganization } from "@/lib/portal/organizations/switch-organization";

// POST (server action) – make another of the user's organisations the current one
export const switchOrganizationAction = memberAction({ schema: z.object({ organizationId: z.string().min(1).max(100) }) }, async ({ organizationId }) => {
  await switchOrganization(organizationId);
  revalidatePath("/", "layout");
  redirect("/dashboard");
});
