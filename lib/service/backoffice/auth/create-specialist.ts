import { hashPassword } from "better-auth/crypto";
import { z } from "zod";
import type { DbTx } from "@/lib/db/prisma";
import { fieldErrorsOf } from "@/lib/shared/forms";
import { AccountEmailField } from "@/lib/shared/email-address";
import { ServiceError, validationError } from "../../errors";
import { newId } from "../../ids";

export const NewSpecialist = z.object({
  email: AccountEmailField,
  name: z.string().trim().min(1, "is required").max(100, "is at most 100 characters"),
  password: z.string().min(12, "must be at least 12 characters").max(200, "is at most 200 characters"),
});

/** Creates a specialist account (provider staff); the password is stored as better-auth's scrypt hash. */
export async function createSpecialist(db: DbTx, input: z.input<typeof NewSpecialist>): Promise<{ id: string; email: string; name: string }> {
  const parsed = NewSpecialist.safeParse(input);
  if (!parsed.success) {
    throw validationError(fieldErrorsOf(parsed.error));
  }
  const { email, name, password } = parsed.data;
  if (await db.specialist.findUnique({ where: { email } })) {
    throw new ServiceError("RESOURCE_ALREADY_EXISTS", `A specialist with the e-mail ${email} already exists.`);
  }
  return db.specialist.create({
    data: { id: newId(), email, name, passwordHash: await hashPassword(password) },
    select: { id: true, email: true, name: true },
  });
}
