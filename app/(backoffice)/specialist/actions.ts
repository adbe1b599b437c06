"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { failed, type ActionState } from "@/lib/shared/action-state";
import { CORRECT_THE_FIELDS, parseForm } from "@/lib/shared/forms";
import { AccountEmailField } from "@/lib/shared/email-address";
import { clearSessionCookie, getSignedInSpecialist, setSessionCookie } from "@/lib/service/backoffice/web/session";
import { clientAddressOf } from "@/lib/net/client-address";
import { signInSpecialist } from "@/lib/service/backoffice/auth/sign-in-specialist";
import { signOutSpecialist } from "@/lib/service/backoffice/auth/sign-out-specialist";
import { ServiceError } from "@/lib/service/errors";
import { writeTimeZoneCookie } from "@/lib/shared/time-zone-cookie";

const SignIn = z.object({
  email: AccountEmailField,
  password: z.string().min(1, "Enter your password."),
});

// POST (server action) – a specialist signs in to the back office
export async function specialistSignInAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = parseForm(SignIn, { email: formData.get("email") ?? "", password: formData.get("password") ?? "" });
  if (!parsed.success) return failed(CORRECT_THE_FIELDS, { fieldErrors: parsed.fieldErrors });
  let session: Awaited<ReturnType<typeof signInSpecialist>>;
  try {
    session = await signInSpecialist({ ...parsed.data, address: clientAddressOf(await headers()) });
  } catch (error) {
    if (error instanceof ServiceError) return { status: "error", message: error.message, code: error.code, at: Date.now() };
    throw error;
  }
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

// POST (server action) – the browser's time zone, which the back office's times are shown in
export async function rememberStaffTimeZoneAction(zone: string): Promise<void> {
  if (typeof zone !== "string" || !(await getSignedInSpecialist())) return;
  await writeTimeZoneCookie(zone, "/specialist");
}
