"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { userAction } from "@/lib/portal/action";
import { createOrganization } from "@/lib/portal/account/create-organization";

const NewOrganization = z.object({
  name: z.string().trim().min(2, "At least 2 characters.").max(80, "At most 80 characters."),
});

// POST (server action) – create an organisation; its creator is its first admin
export const createOrganizationAction = userAction(NewOrganization, async ({ name }) => {
  await createOrganization(name);
  // Memberships changed: the portal frame (organisation switcher) must not come from cache.
  revalidatePath("/", "layout");
  redirect("/dashboard");
});
