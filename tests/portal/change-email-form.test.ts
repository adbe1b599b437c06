import { beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { getAuth } from "@/lib/portal/auth/auth";
import { IDLE } from "@/lib/shared/action-state";

// The account page's form to change one's address (its server action), signed in: it
// asks for the current password, as better-auth's own endpoint does
// (tests/portal/account-mail.test.ts follows the e-mail that comes of it).

const ORIGIN = "http://localhost:3000";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, has: () => false }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { changeEmailAction } = await import("@/app/(portal)/account/actions");

beforeAll(async () => {
  await migrateDatabase();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the account page's change of address", () => {
  it("asks for the current password and refuses a wrong one on its field", async () => {
    const email = "mover@example.test";
    const address = { [CLIENT_ADDRESS_HEADER]: "203.0.113.77" };
    await getAuth().api.signUpEmail({ body: { name: "Mover", email, password: "password-123" }, headers: new Headers(address) });
    await getPrisma().portalUser.update({ where: { email }, data: { emailVerified: true } });
    const { headers: set } = await getAuth().api.signInEmail({ body: { email, password: "password-123" }, headers: new Headers(address), returnHeaders: true });
    const cookie = set.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    request.headers = new Headers({ ...address, origin: ORIGIN, cookie });

    const missing = await changeEmailAction(IDLE, form({ email: "moved@example.test" }));
    expect(missing).toMatchObject({ status: "error", fieldErrors: { password: ["Enter your current password."] } });
    const wrong = await changeEmailAction(IDLE, form({ email: "moved@example.test", password: "not-it" }));
    expect(wrong).toMatchObject({ status: "error", fieldErrors: { password: ["The password is wrong."] } });
    expect(await getPrisma().outgoingMail.count({ where: { recipient: "moved@example.test" } })).toBe(0);

    const sent = await changeEmailAction(IDLE, form({ email: "moved@example.test", password: "password-123" }));
    expect(sent).toMatchObject({ status: "success", data: { email: "moved@example.test" } });
    expect(await getPrisma().outgoingMail.count({ where: { recipient: "moved@example.test", kind: "change-email" } })).toBe(1);
  });
});
