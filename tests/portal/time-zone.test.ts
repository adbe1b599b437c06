import { describe, expect, it, vi } from "vitest";

// A member's time zone: the browser's until they choose one, and a choice is never
// overwritten by what a browser reports later.
vi.mock("server-only", () => ({}));

const { getPrisma } = await import("@/lib/db/prisma");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { rememberBrowserTimeZone, setTimeZone } = await import("@/lib/portal/time-zone/set-time-zone");
const { PortalError } = await import("@/lib/portal/errors");

async function newUser(): Promise<string> {
  await migrateDatabase();
  const id = `user-${Math.random().toString(36).slice(2, 10)}`;
  await getPrisma().portalUser.create({ data: { id, name: "Grace", email: `${id}@example.test` } });
  return id;
}

const zoneOf = async (id: string) => (await getPrisma().portalUser.findUniqueOrThrow({ where: { id }, select: { timeZone: true } })).timeZone;

describe("a member's time zone", () => {
  it("takes the browser's first, then keeps the member's choice whatever browsers say", async () => {
    const id = await newUser();
    expect(await zoneOf(id)).toBeNull();
    await rememberBrowserTimeZone(id, "Asia/Tokyo");
    expect(await zoneOf(id)).toBe("Asia/Tokyo");
    await rememberBrowserTimeZone(id, "Europe/Paris");
    expect(await zoneOf(id)).toBe("Asia/Tokyo");
    await setTimeZone(id, "America/New_York");
    expect(await zoneOf(id)).toBe("America/New_York");
  });

  it("stores only zones it knows", async () => {
    const id = await newUser();
    await rememberBrowserTimeZone(id, "Mars/Olympus");
    expect(await zoneOf(id)).toBeNull();
    await expect(setTimeZone(id, "'; DROP TABLE x")).rejects.toBeInstanceOf(PortalError);
    expect(await zoneOf(id)).toBeNull();
  });
});
