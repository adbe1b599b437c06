import { describe, expect, it, vi } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { checkReadiness } from "@/lib/runtime/check-readiness";
import { markMigrated } from "@/lib/runtime/shutdown-state";
import { expectRetryableOutage, listen, underOutage } from "../helpers/outage";
import { newAccount } from "../helpers/service";

// SQLite out of room under load: its size limit on the writing connection is lowered to
// the file's current size, so that a write needing one more page fails as on a full disk
// (SQLITE_FULL, "database or disk is full"), then raised again. Meanwhile the same process
// answers 503 with Retry-After (never 500), and afterwards writes again, losing nothing
// it acknowledged.

async function limitPages(pages: number | "current") {
  const db = getPrisma();
  const limit = pages === "current" ? Number((await db.$queryRawUnsafe<{ page_count: bigint }[]>("PRAGMA page_count"))[0]!.page_count) : pages;
  await db.$queryRawUnsafe(`PRAGMA max_page_count = ${limit}`);
}

describe("SQLite with a full disk, under load", () => {
  it("answers 503 with Retry-After, then recovers without a restart", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { key } = await newAccount();
    const { base, server } = await listen();
    try {
      markMigrated();
      let readyDuring: Awaited<ReturnType<typeof checkReadiness>> | undefined;
      const answers = await underOutage(base, key, {
        cut: () => limitPages("current"),
        restore: async () => {
          // Reads still work; readiness must still say no while writes cannot succeed.
          readyDuring = await checkReadiness(Date.now() + 10_000);
          await limitPages(1_073_741_823);
        },
      });
      expect(readyDuring).toEqual({ ready: false, reason: "database full" });
      expect(await checkReadiness(Date.now() + 20_000)).toEqual({ ready: true });
      expectRetryableOutage(answers, logged.mock.calls);
      for (const id of answers.filter((a) => a.externalId).map((a) => a.externalId!)) {
        const res = await fetch(`${base}/external-api/v1/enquiries/${id}`, { headers: { "x-api-key": key } });
        expect(res.status, id).toBe(200);
      }
    } finally {
      server.closeAllConnections();
      server.close();
      logged.mockRestore();
    }
  }, 120_000);
});
