import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { dialectOf, sql, sqlText } from "@/lib/db/sql";
import { countUnreadNotifications } from "@/lib/portal/notifications/count-unread-notifications";
import { listNotifications, NOTIFICATIONS_PAGE_SIZE } from "@/lib/portal/notifications/list-notifications";
import { markAllNotificationsRead } from "@/lib/portal/notifications/mark-all-notifications-read";
import { notificationPath, readNotificationContent } from "@/lib/portal/notifications/notification-content";
import { openNotification } from "@/lib/portal/notifications/open-notification";
import { writeNotifications } from "@/lib/portal/notifications/write-notifications";
import type { MemberContext } from "@/lib/portal/session/get-member";
import { newOrganization } from "../helpers/portal-organization";

// The member's list of notifications (/notifications): the rows the notifier writes, as
// one member of one organisation sees them, and their read state.

process.env.PORTAL_URL ??= "https://portal.staydesk.test";
process.env.STAYDESK_SECRET ??= "notification-list-test-secret-0123456789-abcdef";

beforeAll(async () => {
  await migrateDatabase();
});

const rand = () => Math.random().toString(36).slice(2, 10);
let events = 0;

/** A member of the organisation (a portal user of their own unless `userId` names an existing one); their context. */
async function member(organizationId: string, role: "admin" | "agent" = "agent", userId?: string): Promise<MemberContext> {
  const db = getPrisma();
  const id = userId ?? `user-${rand()}`;
  if (!userId) await db.portalUser.create({ data: { id, name: `Person ${id}`, email: `${id}@agency.test`, emailVerified: true } });
  const memberId = `member-${rand()}`;
  await db.member.create({ data: { id: memberId, organizationId, userId: id, role } });
  return {
    user: { id, name: `Person ${id}`, email: `${id}@agency.test` },
    member: { id: memberId, role },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
}

/** Notifies these members of one quote through the notifier itself; several in one transaction share its time on PostgreSQL. */
async function notify(organizationId: string, userIds: string[], count = 1, reference = "R-1"): Promise<void> {
  await getPrisma().$transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const n = ++events;
      await writeNotifications(tx, {
        organizationId,
        kind: "quote",
        eventKey: `event:e${n}`,
        userIds,
        content: {
          subject: `New quote for ${reference} (${n})`,
          heading: `A quote arrived for ${reference} (${n})`,
          text: `The provider sent a quote for ${reference} (London).`,
          link: `${process.env.PORTAL_URL}/enquiries/${reference}`,
          linkLabel: "See the quote",
        },
      });
    }
  });
}

const headings = async (context: MemberContext) => (await listNotifications(context)).rows.map((row) => row.heading);

describe("the member's notifications", () => {
  it("lists only the member's own in the current organisation, in the e-mail's words, and reading the list marks nothing read", async () => {
    const org = await newOrganization();
    const other = await newOrganization();
    const [alice, bob] = [await member(org), await member(org)];
    const aliceElsewhere = await member(other, "agent", alice.user.id);
    await notify(org, [alice.user.id], 1, "MINE");
    await notify(org, [bob.user.id], 1, "BOBS");
    await notify(other, [alice.user.id], 1, "OTHER-ORG");

    const page = await listNotifications(alice);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ heading: "A quote arrived for MINE (1)", text: "The provider sent a quote for MINE (London).", kind: "quote", read: false });
    expect(page.unread).toBe(1);
    expect(page.after).toBeNull();
    expect(await headings(bob)).toEqual(["A quote arrived for BOBS (2)"]);
    expect(await headings(aliceElsewhere)).toEqual(["A quote arrived for OTHER-ORG (3)"]);

    // Listed twice: still unread.
    await listNotifications(alice);
    expect((await listNotifications(alice)).rows[0]!.read).toBe(false);
    expect(await countUnreadNotifications(org, alice.user.id)).toBe(1);
  });

  it("pages 30 at a time, newest first, every notification once, ties in time broken by id", async () => {
    const org = await newOrganization();
    const alice = await member(org);
    const bob = await member(org);
    // Ten transactions of seven: on PostgreSQL the seven share their transaction's time.
    for (let i = 0; i < 10; i++) await notify(org, [alice.user.id, bob.user.id], 7);

    const seen: string[] = [];
    const sizes: number[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listNotifications(alice, after);
      sizes.push(page.rows.length);
      seen.push(...page.rows.map((row) => row.id));
      after = page.after ?? undefined;
    } while (after && ++pages < 10);
    expect(sizes).toEqual([NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE, 10]);
    const all = await getPrisma().notification.findMany({ where: { organizationId: org, userId: alice.user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    expect(seen).toEqual(all.map((row) => row.id));
    expect(new Set(seen).size).toBe(70);
    // The newest is the last written.
    expect((await headings(alice))[0]).toMatch(/\(\d+\)$/);
    const numbers = (await listNotifications(alice)).rows.map((row) => Number(/\((\d+)\)$/.exec(row.heading)![1]));
    expect(numbers[0]).toBe(Math.max(...numbers));
    // A cursor that is not one of ours starts from the newest.
    expect((await listNotifications(alice, "not-a-cursor")).rows.map((row) => row.id)).toEqual(seen.slice(0, NOTIFICATIONS_PAGE_SIZE));
  });

  it("opening one marks it read and leads to its link; someone else's is not found and stays unread", async () => {
    const org = await newOrganization();
    const other = await newOrganization();
    const alice = await member(org);
    const bob = await member(org);
    const aliceElsewhere = await member(other, "agent", alice.user.id);
    await notify(org, [alice.user.id, bob.user.id], 2, "R4E2F3A4");
    const [first, second] = (await listNotifications(alice)).rows;
    const bobs = (await listNotifications(bob)).rows[0]!;

    expect(await openNotification(alice, first!.id, new Date("2030-01-01T10:00:00Z"))).toBe("/enquiries/R4E2F3A4");
    const after = await listNotifications(alice);
    expect(after.rows.map((row) => [row.id, row.read])).toEqual([
      [first!.id, true],
      [second!.id, false],
    ]);
    expect(after.unread).toBe(1);
    // Opened again: its first reading stands.
    await openNotification(alice, first!.id, new Date("2031-01-01T10:00:00Z"));
    expect((await getPrisma().notification.findUniqueOrThrow({ where: { id: first!.id } })).readAt?.toISOString()).toBe("2030-01-01T10:00:00.000Z");

    // Bob's notification, opened by Alice (in either organisation), is not found and stays unread.
    expect(await openNotification(alice, bobs.id)).toBeNull();
    expect(await openNotification(aliceElsewhere, first!.id)).toBeNull();
    expect(await openNotification(alice, "no-such-id")).toBeNull();
    expect((await listNotifications(bob)).unread).toBe(2);
  });

  it("mark all marks the member's own in this organisation, up to the newest the list showed", async () => {
    const org = await newOrganization();
    const other = await newOrganization();
    const alice = await member(org);
    const bob = await member(org);
    const aliceElsewhere = await member(other, "agent", alice.user.id);
    await notify(org, [alice.user.id, bob.user.id], 3);
    await notify(other, [alice.user.id], 2);
    const shown = await listNotifications(alice);
    expect(shown.unread).toBe(3);
    // One arrives after the list was drawn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await notify(org, [alice.user.id], 1, "LATE");

    expect(await markAllNotificationsRead(alice, shown.newestAt!)).toBe(3);
    const after = await listNotifications(alice);
    expect(after.unread).toBe(1);
    expect(after.rows.filter((row) => !row.read).map((row) => row.heading)).toEqual([expect.stringContaining("LATE")]);
    expect(await countUnreadNotifications(org, bob.user.id)).toBe(3);
    expect(await countUnreadNotifications(other, alice.user.id)).toBe(2);

    // Without a limit, everything; again, nothing more.
    expect(await markAllNotificationsRead(alice)).toBe(1);
    expect(await markAllNotificationsRead(alice)).toBe(0);
    expect((await listNotifications(alice)).rows.every((row) => row.read)).toBe(true);
    expect((await listNotifications(aliceElsewhere)).unread).toBe(2);
  });

  it("names the newest notification's time on later pages too", async () => {
    const org = await newOrganization();
    const alice = await member(org);
    for (let i = 0; i < 4; i++) await notify(org, [alice.user.id], 10);
    const first = await listNotifications(alice);
    const second = await listNotifications(alice, first.after!);
    expect(first.newestAt).toEqual(first.rows[0]!.createdAt);
    expect(second.newestAt).toEqual(first.newestAt);
  });
});

describe("a notification's link in the portal", () => {
  const origin = "https://portal.staydesk.test";

  it("is the path of the e-mail's link, whatever address the portal had when it was written", () => {
    expect(notificationPath(`${origin}/enquiries/R4E2F3A4`, origin)).toBe("/enquiries/R4E2F3A4");
    expect(notificationPath("http://old-name.example:3000/settings/connections/c1/webhooks/w%201", origin)).toBe("/settings/connections/c1/webhooks/w%201");
    expect(notificationPath("/enquiries/R1?tab=quotes#q", origin)).toBe("/enquiries/R1?tab=quotes#q");
  });

  it("never leaves the portal", () => {
    for (const link of ["https://evil.example//evil.example/x", "https://a.example/\\evil.example", "javascript:alert(1)"]) {
      const path = notificationPath(link, origin);
      if (path !== null) expect(new URL(path, origin).origin).toBe(origin);
    }
    expect(notificationPath("http://[", origin)).toBeNull();
  });

  it("reads the stored words, and refuses data that is not ours", () => {
    expect(readNotificationContent(JSON.stringify({ subject: "s", heading: "h", text: "t", link: "/x", linkLabel: "Open it" }))).toEqual({
      subject: "s",
      heading: "h",
      text: "t",
      link: "/x",
      linkLabel: "Open it",
    });
    expect(readNotificationContent("{")).toBeNull();
    expect(readNotificationContent(JSON.stringify({ heading: "h" }))).toBeNull();
  });
});

describe("the queries' plans", () => {
  it("count the unread from the index alone and read a page in index order, on this database", async () => {
    const db = getPrisma();
    const org = await newOrganization();
    // Enough rows, over enough members, for PostgreSQL's planner to prefer an index to a
    // scan: one member with 2,000 notifications (a third unread), forty with 50 each.
    const rows = Array.from({ length: 4000 }, (_, i) => ({
      id: `n-${String(i).padStart(5, "0")}`,
      key: `${org}:plan:${i}`,
      organizationId: org,
      userId: i % 2 === 0 ? "u-busy" : `u-${i % 40}`,
      kind: "quote",
      data: "{}",
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      readAt: i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 5)),
    }));
    await db.notification.createMany({ data: rows });
    await db.$executeRawUnsafe(dialectOf() === "sqlite" ? "ANALYZE" : 'ANALYZE "Notification"');

    // The statements Prisma sends for countUnreadNotifications and a later page of listNotifications.
    const count = sql(`SELECT COUNT(*) FROM (SELECT "Notification"."id" FROM "Notification" WHERE ("Notification"."organizationId" = ? AND "Notification"."userId" = ? AND "Notification"."readAt" IS NULL)) AS "sub"`);
    const page = sql(
      `SELECT "id", "kind", "data", "readAt", "createdAt" FROM "Notification" WHERE ("organizationId" = ? AND "userId" = ? AND "createdAt" <= ? AND ("createdAt" < ? OR "id" < ?)) ORDER BY "createdAt" DESC, "id" DESC LIMIT 31`,
    );
    // The second page of the busy member: nearly all of their rows lie beyond the cursor.
    const at = rows[3940]!.createdAt;
    if (dialectOf() === "sqlite") {
      const plan = async (statement: ReturnType<typeof sql>, ...params: unknown[]) =>
        ((await db.$queryRawUnsafe(`EXPLAIN QUERY PLAN ${sqlText(statement)}`, ...params)) as { detail: string }[]).map((row) => row.detail).join("\n");
      const counted = await plan(count, org, "u-busy");
      expect(counted).toMatch(/SEARCH .*USING COVERING INDEX Notification_organizationId_userId_readAt_id_idx/);
      expect(counted).not.toMatch(/\bSCAN "?Notification/);
      const listed = await plan(page, org, "u-busy", at.toISOString(), at.toISOString(), rows[3940]!.id);
      expect(listed).toMatch(/SEARCH .*USING INDEX Notification_organizationId_userId_createdAt_id_idx/);
      expect(listed).not.toMatch(/TEMP B-TREE/);
    } else {
      const plan = async (statement: ReturnType<typeof sql>, ...params: unknown[]) =>
        ((await db.$queryRawUnsafe(`EXPLAIN ${sqlText(statement)}`, ...params)) as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]).join("\n");
      const counted = await plan(count, org, "u-busy");
      // An index-only scan, or for a few rows spread over many pages a bitmap of the same index.
      expect(counted).toMatch(/(Index Only Scan using|Bitmap Index Scan on) "?Notification_organizationId_userId_readAt_id_idx"?/);
      expect(counted).not.toMatch(/Seq Scan/);
      const listed = await plan(page, org, "u-busy", at, at, rows[3940]!.id);
      expect(listed).toMatch(/Index Scan Backward using "?Notification_organizationId_userId_createdAt_id_idx"?/);
      expect(listed).not.toMatch(/Seq Scan|Sort/);
    }
  });
});
