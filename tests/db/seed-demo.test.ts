import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { verifyPassword } from "better-auth/crypto";
import { afterAll, describe, expect, it } from "vitest";

// `npm run dev` seeds before every start: the demo must come out whole the first time,
// print sign-ins that work, and leave everything as it was on the next start. The exit
// code matters too: a script whose last work is the disconnect waits for SQLite's
// background checkpointer thread to end, and with that thread unreferenced Node once ended
// this one with exit code 13 (an unsettled top-level await), which stopped `npm run dev`.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-seed-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const file = path.join(tmp, "seed.db");

function seed() {
  // As `npm run dev` runs it: the tsx command.
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/seed-demo.ts"], {
    env: { ...process.env, DATABASE_URL: `file:${file}`, NODE_ENV: "development" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.status).toBe(0);
  return result.stdout;
}

/** The printed sign-ins: role, e-mail, password. */
function signIns(stdout: string): [string, string, string][] {
  return [...stdout.matchAll(/^\[seed\] {3}(\S+) +(\S+@\S+) +password: (\S+)$/gm)].map((m) => [m[1]!, m[2]!, m[3]!]);
}

describe("the demo seed", () => {
  it("prints an admin, an agent and a specialist whose passwords work, and a second run changes nothing", { timeout: 150_000 }, async () => {
    const first = seed();
    expect(signIns(first).map(([role, email]) => [role, email])).toEqual([
      ["admin", "admin@demo-travel.test"],
      ["agent", "agent@demo-travel.test"],
      ["specialist", "specialist@demo-provider.test"],
    ]);
    expect(first).toContain("connected to the built-in sandbox");
    expect(first).toContain("/specialist/sign-in");

    const db = new Database(file, { readonly: true });
    const counts = () => ({
      users: (db.prepare("SELECT count(*) AS n FROM PortalUser").get() as { n: number }).n,
      members: (db.prepare("SELECT count(*) AS n FROM Member").get() as { n: number }).n,
      specialists: (db.prepare("SELECT count(*) AS n FROM Specialist").get() as { n: number }).n,
      webhooks: (db.prepare("SELECT count(*) AS n FROM Webhook").get() as { n: number }).n,
    });
    try {
      const before = counts();
      expect(before).toEqual({ users: 2, members: 2, specialists: 1, webhooks: 1 });
      // The back office calls the demo's account by the organisation's name.
      expect(db.prepare(`SELECT "displayName" FROM Account WHERE name LIKE 'portal:%'`).all()).toEqual([{ displayName: "Demo Travel" }]);
      // Confirmed already (sign-in needs a confirmed address), and no confirmation e-mail was written.
      expect(db.prepare("SELECT count(*) AS n FROM PortalUser WHERE emailVerified = 0").get()).toEqual({ n: 0 });
      expect(db.prepare("SELECT count(*) AS n FROM OutgoingMail").get()).toEqual({ n: 0 });
      for (const [role, email, password] of signIns(first)) {
        const hash =
          role === "specialist"
            ? (db.prepare("SELECT passwordHash AS hash FROM Specialist WHERE email = ?").get(email) as { hash: string }).hash
            : (db.prepare("SELECT a.password AS hash FROM PortalAccount a JOIN PortalUser u ON u.id = a.userId WHERE u.email = ?").get(email) as { hash: string }).hash;
        expect(await verifyPassword({ hash, password })).toBe(true);
      }

      const second = seed();
      expect(signIns(second)).toEqual(signIns(first));
      expect(counts()).toEqual(before);
    } finally {
      db.close();
    }
  });
});
