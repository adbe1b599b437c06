import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { getSpecialistBySession } from "@/lib/service/backoffice/auth/get-specialist-by-session";
import { hashSessionToken } from "@/lib/service/backoffice/auth/session-token";
import { signInSpecialist } from "@/lib/service/backoffice/auth/sign-in-specialist";
import { signOutSpecialist } from "@/lib/service/backoffice/auth/sign-out-specialist";
import { ServiceError } from "@/lib/service/errors";
import { serviceApp } from "../helpers/service";

const PASSWORD = "correct horse battery staple";
const ADDRESS = "192.0.2.10";

beforeAll(async () => {
  await serviceApp();
  await createSpecialist(getPrisma(), { email: "Sam@Provider.test", name: "Sam Desk", password: PASSWORD });
});

describe("specialist accounts", () => {
  it("stores a scrypt hash, never the password, and the e-mail in lower case", async () => {
    const row = await getPrisma().specialist.findUniqueOrThrow({ where: { email: "sam@provider.test" } });
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.passwordHash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });

  it("refuses a second account with the same e-mail and a short password", async () => {
    await expect(createSpecialist(getPrisma(), { email: "sam@provider.test", name: "Again", password: PASSWORD })).rejects.toThrow(/already exists/);
    const error = await createSpecialist(getPrisma(), { email: "x@provider.test", name: "X", password: "short" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).errors).toHaveProperty("password");
  });

  it("signs in with the right password only, and the session finds the specialist", async () => {
    expect(await signInSpecialist({ email: "sam@provider.test", password: "wrong password!", address: ADDRESS })).toBeNull();
    expect(await signInSpecialist({ email: "nobody@provider.test", password: PASSWORD, address: ADDRESS })).toBeNull();
    const session = await signInSpecialist({ email: " SAM@provider.test ", password: PASSWORD, address: ADDRESS });
    expect(session?.token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored.
    const stored = await getPrisma().specialistSession.findMany({ where: { specialist: { email: "sam@provider.test" } } });
    expect(stored.map((s) => s.tokenHash)).toContain(hashSessionToken(session!.token));
    expect(stored.some((s) => s.tokenHash === session!.token)).toBe(false);
    expect(await getSpecialistBySession(session!.token)).toMatchObject({ name: "Sam Desk", email: "sam@provider.test" });
    expect(await getSpecialistBySession("not-a-token")).toBeNull();
    expect(await getSpecialistBySession(undefined)).toBeNull();
  });

  it("an expired session and a signed-out one find nobody", async () => {
    const a = (await signInSpecialist({ email: "sam@provider.test", password: PASSWORD, address: ADDRESS }))!;
    const b = (await signInSpecialist({ email: "sam@provider.test", password: PASSWORD, address: ADDRESS }))!;
    await getPrisma().specialistSession.update({ where: { tokenHash: hashSessionToken(a.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getSpecialistBySession(a.token)).toBeNull();
    await signOutSpecialist(b.token);
    expect(await getSpecialistBySession(b.token)).toBeNull();
    // Signing out swept the expired session too.
    expect(await getPrisma().specialistSession.count({ where: { tokenHash: hashSessionToken(a.token) } })).toBe(0);
  });
});
