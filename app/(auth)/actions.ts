"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signOut } from "@/lib/portal/account/sign-out";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { safeNextPath } from "@/lib/portal/safe-next-path";

const SignOut = z.object({ next: z.string().nullish() });

// POST (server action) – sign out, then go to sign-in (or back to an invitation link).
// A plain form action: there is no state to report.
export async function signOutAction(formData: FormData): Promise<void> {
  const { next } = SignOut.parse({ next: formData.get("next") });
  await signOut();
  revalidatePath("/", "layout");
  redirect(safeNextPath(next, getPortalUrl()) ?? "/sign-in");
}
