import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../lib/db/migrate";
import { createPrisma } from "../../lib/db/prisma";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-checkpointer-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// SQLite removes a database's -wal and -shm files when its last connection closes. The
// background checkpointer holds a connection of its own: once every client of the file has
// disconnected, it must have let go too, or the files stay (and a folder being removed
// gets new files under its feet).
describe("the background checkpointer", () => {
  it("lets go of the file when the last client of it disconnects", async () => {
    const file = path.join(tmp, "one.db");
    await migrateDatabase({ url: `file:${file}` });
    const first = createPrisma(`file:${file}`);
    const second = createPrisma(`file:${file}`);
    await first.account.create({ data: { id: "acc_1", name: "Harbour Lets", verificationKey: "whsec_test" } });
    await second.account.findUnique({ where: { id: "acc_1" } });
    // Long enough for the thread to have started and checkpointed at least once.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fs.existsSync(`${file}-wal`)).toBe(true);

    await first.$disconnect();
    // The other client still writes, and the file is still checkpointed for it.
    await second.account.create({ data: { id: "acc_2", name: "Quay Stays", verificationKey: "whsec_test" } });
    expect(fs.existsSync(`${file}-wal`)).toBe(true);

    await second.$disconnect();
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith("one.db"))).toEqual(["one.db"]);
  });
});
