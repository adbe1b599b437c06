"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { memberAction } from "@/lib/portal/action";
import { switchOrganization } from "@/lib/portal/account/switch-organization";
import { getSession } from "@/lib/portal/session/get-session";
import { rememberBrowserTimeZone } from "@/lib/portal/time-zone/set-time-zone";

// POST (server action) – make another of the user's organisations the current one
export const switchOrganizationAction = memberAction({ schema: z.object({ organizationId: z.string().min(1).max(100) }) }, async ({ organizationId }) => {
  await switchOrganization(organizationId);
  revalidatePath("/", "layout");
  redirect("/dashboard");
});

// POST (server action) – the browser's time zone, for a member who has none yet
export async function rememberTimeZoneAction(zone: string): Promise<void> {
  const session = await getSession();
  if (!session || typeof zone !== "string") return;
  await rememberBrowserTimeZone(session.user.id, zone);
}
