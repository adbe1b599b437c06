"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { saveAgencyProfile } from "@/lib/portal/agency/save-agency-profile";
import { AgencyPricingFields } from "@/lib/portal/pricing/pricing-input";
import { saveAgencyPricing } from "@/lib/portal/pricing/save-agency-pricing";
import { EmailField } from "@/lib/shared/email-address";

const optional = <S extends z.ZodType<string, string>>(schema: S) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? null : v))
    .pipe(schema.nullable());

const AgencyForm = z.object({
  name: z.string().trim().min(1, "Give the name your clients know you by.").max(120, "Keep the name to 120 characters or fewer."),
  email: optional(EmailField),
  phone: optional(z.string().regex(/^\+?[\d ()./-]{5,32}$/, "Use digits, spaces and + ( ) - . only, 5 to 32 characters.")),
  logo: z.instanceof(File).optional(),
  removeLogo: z.literal("on").optional(),
});

// POST (server action) – the agency's name, contact and logo shown on share links (admins)
export const saveAgencyAction = memberAction({ role: "admin", schema: AgencyForm }, async (input, context) => {
  await saveAgencyProfile(context, { name: input.name, email: input.email, phone: input.phone, logo: input.logo ?? null, removeLogo: input.removeLogo === "on" });
  revalidatePath("/settings/agency");
  return success("Saved. Share links show it from now on.");
});

// POST (server action) – the agency's default markup and white label, for clients without their own (admins)
export const saveAgencyPricingAction = memberAction({ role: "admin", schema: AgencyPricingFields }, async (input, context) => {
  await saveAgencyPricing(context, input);
  revalidatePath("/settings/agency");
  return success("Default prices saved.");
});
