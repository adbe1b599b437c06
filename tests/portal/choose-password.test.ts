import { beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { getAuth } from "@/lib/portal/auth/auth";
import { IDLE } from "@/lib/shared/action-state";

// The page a confirmation link leads to when it is opened in a browser that did not sign
// up (tests/portal/account-mail.test.ts follows the link there): what it shows for the
// link, and its form's server action, which chooses the password and signs in.

const ORIGIN = "http://localhost:3000";

// The server action reads the request's headers.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, has: () => false }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`redirect to ${to}`), { to });
  },
}));

const { confirmSignUpAction } = await import("@/app/(auth)/verify-email/actions");
const { getSignUpLink } = await import("@/lib/portal/account/get-sign-up-link");

beforeAll(async () => {
  await migrateDatabase();
});

/** Signs up (as someone, from some browser) and returns the token of the confirmation link put in the outbox. */
async function signedUpBySomeone(email: string): Promise<string> {
  const res = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: "198.51.100.9" },
      body: JSON.stringify({ name: "Someone", email, password: "someone-elses-password", callbackURL: "/verify-email?next=%2Forganisations%2Fnew" }),
    }),
  );
  expect(res.status).toBe(200);
  const mail = await getPrisma().outgoingMail.findFirstOrThrow({ where: { recipient: email, kind: "verify-email" }, orderBy: { createdAt: "desc" } });
  return new URL((JSON.parse(mail.data!) as { link: string }).link).searchParams.get("token")!;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function send(fields: Record<string, string>) {
  request.headers = new Headers({ origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: "203.0.113.40" });
  try {
    return { state: await confirmSignUpAction(IDLE, form(fields)), redirectedTo: undefined };
  } catch (error) {
    const to = (error as { to?: string }).to;
    if (to === undefined) throw error;
    return { state: undefined, redirectedTo: to };
  }
}

describe("choosing the password of a sign-up from its confirmation link", () => {
  it("confirms the address with the password chosen there, signs in and goes on where the link would have", async () => {
    const email = "chooser@example.test";
    const token = await signedUpBySomeone(email);
    expect(await getSignUpLink(token)).toEqual({ state: "open", email });

    const differ = await send({ token, password: "the-owners-password", confirm: "something-else", next: "/organisations/new" });
    expect(differ.state).toMatchObject({ status: "error", fieldErrors: { confirm: ["The two passwords differ."] } });

    const done = await send({ token, password: "the-owners-password", confirm: "the-owners-password", next: "/organisations/new" });
    expect(done.redirectedTo).toBe("/organisations/new");
    const user = await getPrisma().portalUser.findUniqueOrThrow({ where: { email }, include: { sessions: true } });
    expect(user.emailVerified).toBe(true);
    expect(user.sessions).toHaveLength(1);
    expect(await getSignUpLink(token)).toEqual({ state: "confirmed" });

    const again = await send({ token, password: "someone-elses-password", confirm: "someone-elses-password" });
    expect(again.state).toMatchObject({ status: "error", message: "This address is already confirmed." });
    const signIn = await getAuth().api.signInEmail({ body: { email, password: "the-owners-password" }, headers: new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.41" }) });
    expect(signIn.user.email).toBe(email);
  });

  it("says so of a link a later sign-up replaced, or one not made here", async () => {
    const email = "replaced@example.test";
    const first = await signedUpBySomeone(email);
    // Five minutes later, someone signs up again with the address: a new account, with a link of its own.
    await getPrisma().portalUser.update({ where: { email }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    await signedUpBySomeone(email);
    expect(await getSignUpLink(first)).toEqual({ state: "invalid" });
    expect(await getSignUpLink("not-a-token")).toEqual({ state: "invalid" });
    const refused = await send({ token: first, password: "the-owners-password", confirm: "the-owners-password" });
    expect(refused.state).toMatchObject({ status: "error", message: expect.stringMatching(/^This link has expired or no longer works\./) });
    expect((await getPrisma().portalUser.findUniqueOrThrow({ where: { email } })).emailVerified).toBe(false);
  });
});
