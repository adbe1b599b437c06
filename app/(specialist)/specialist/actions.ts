"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionState } from "@/lib/portal/action-state";
import { clearSessionCookie, setSessionCookie } from "@/lib/backoffice/session";
import { signInSpecialist } from "@/lib/service/backoffice/auth/sign-in-specialist";
import { signOutSpecialist } from "@/lib/service/backoffice/auth/sign-out-specialist";

const SignIn = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter your e-mail address.")),
  password: z.string().min(1, "Enter your password."),
});

// POST (server action) – a specialist signs in to the back office
export async function specialistSignInAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = SignIn.safeParse({ email: formData.get("email") ?? "", password: formData.get("password") ?? "" });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
    return { status: "error", message: "Please correct the highlighted fields.", fieldErrors, at: Date.now() };
  }
  const session = await signInSpecialist(parsed.data.email, parsed.data.password);
  if (!session) return { status: "error", message: "The e-mail address or the password is wrong.", at: Date.now() };
  await setSessionCookie(session.token);
  redirect("/specialist");
}

// POST (server action) – sign out of the back office
export async function specialistSignOutAction(): Promise<void> {
  const token = await clearSessionCookie();
  if (token) await signOutSpecialist(token);
  redirect("/specialist/sign-in");
}
