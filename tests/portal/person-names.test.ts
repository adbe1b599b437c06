import { randomBytes, randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { getAuth } from "@/lib/portal/auth/auth";
import { PersonName } from "@/lib/portal/names/person-name";

// A person's name obeys one rule wherever it is written: the sign-up form's schema, and
// better-auth's own POST /api/auth/sign-up/email and /update-user (as the portal's route serves them).

const ORIGIN = "http://localhost:3000";

beforeAll(async () => {
  await migrateDatabase();
});

async function post(path: string, body: unknown, cookie?: string) {
  const headers = new Headers({ "content-type": "application/json", origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: `198.51.100.${randomInt(1, 250)}` });
  if (cookie) headers.set("cookie", cookie);
  const res = await getAuth().handler(new Request(`${ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  const session = res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => c.includes("session_token="));
  return { status: res.status, json: (await res.json().catch(() => null)) as { code?: string; message?: string } | null, cookie: session.join("; ") };
}

const email = () => `named-${randomBytes(4).toString("hex")}@example.test`;

const BAD_NAMES: [string, string][] = [
  ["Eve\r\nBcc: everyone@example.test", "A name cannot contain <, > or @."],
  ["<img src=x onerror=alert(1)>", "A name cannot contain <, > or @."],
  ["security@staydesk.example", "A name cannot contain <, > or @."],
  ["x".repeat(101), "At most 100 characters."],
  [" \n\t\u200b ", "Enter your name."],
];

describe("a person's name", () => {
  it("is refused in the same words by the form's schema and by better-auth's sign-up endpoint", async () => {
    for (const [name, message] of BAD_NAMES) {
      const parsed = PersonName.safeParse(name);
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
      const address = email();
      const answer = await post("/sign-up/email", { name, email: address, password: "a-good-password" });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: "INVALID_NAME", message });
      expect(await getPrisma().portalUser.count({ where: { email: address } })).toBe(0);
    }
  });

  it("is stored on one line with single spaces, however it was sent", async () => {
    const address = email();
    expect((await post("/sign-up/email", { name: "  Ann \t Lee\u200b ", email: address, password: "a-good-password" })).status).toBe(200);
    expect((await getPrisma().portalUser.findUnique({ where: { email: address } }))?.name).toBe("Ann Lee");
    expect(PersonName.parse("  Ann \t Lee\u200b ")).toBe("Ann Lee");
  });

  it("keeps the rule when changed through /update-user", async () => {
    const address = email();
    await post("/sign-up/email", { name: "Ann Lee", email: address, password: "a-good-password" });
    await getPrisma().portalUser.update({ where: { email: address }, data: { emailVerified: true } });
    const { cookie } = await post("/sign-in/email", { email: address, password: "a-good-password" });
    expect(cookie).toContain("session_token=");
    for (const [name, message] of BAD_NAMES) {
      const answer = await post("/update-user", { name }, cookie);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: "INVALID_NAME", message });
    }
    expect((await getPrisma().portalUser.findUnique({ where: { email: address } }))?.name).toBe("Ann Lee");
    expect((await post("/update-user", { name: "Ann  Lee-Smith\n" }, cookie)).status).toBe(200);
    expect((await getPrisma().portalUser.findUnique({ where: { email: address } }))?.name).toBe("Ann Lee-Smith");
  });
});
