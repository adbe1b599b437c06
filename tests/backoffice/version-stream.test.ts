import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { assignSpecialist } from "@/lib/service/backoffice/assign-specialist";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { deskEnquiryVersion } from "@/lib/service/backoffice/desk-version";
import { openVersionStream } from "@/lib/service/backoffice/version-stream";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// An open back-office page hears of a change through its version stream: woken by the
// signal the service sends after writing events, not by a timer.

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;
beforeAll(async () => {
  app = await serviceApp();
  ({ key } = await newAccount());
});

/** Reads the stream's `version` events as they come. */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async nextVersion(withinMs: number): Promise<string | "closed" | "timeout"> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const match = /event: version\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return (JSON.parse(match[1]!) as { version: string }).version;
        }
        const left = deadline - Date.now();
        if (left <= 0) return "timeout";
        const chunk = await Promise.race([r.read(), new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left))]);
        if (chunk === "timeout") return "timeout";
        if (chunk.done) return "closed";
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
  };
}

describe("the version stream of a back-office page", () => {
  it("sends the version at once, then again within moments of a change, and nothing when nothing changed", async () => {
    const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
    const ref = res.json.data.serviceReference as string;
    const abort = new AbortController();
    // No timer could explain a quick second event: the fallback check is an hour away.
    const stream = openVersionStream({ read: () => deskEnquiryVersion(ref), allowed: async () => true, signal: abort.signal, checkEveryMs: 3_600_000 });
    const events = reader(stream);
    expect(await events.nextVersion(1_000)).toBe(await deskEnquiryVersion(ref));

    const specialist = await createSpecialist(getPrisma(), { email: `s-${Date.now()}@provider.test`, name: "Sam Stream", password: "correct horse battery" });
    const started = Date.now();
    await assignSpecialist(ref, specialist);
    expect(await events.nextVersion(1_000)).toBe(await deskEnquiryVersion(ref));
    expect(Date.now() - started).toBeLessThan(1_000);

    // Another enquiry's change wakes the stream too, but its version did not move: nothing is sent.
    await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
    expect(await events.nextVersion(300)).toBe("timeout");
    abort.abort();
    expect(await events.nextVersion(1_000)).toBe("closed");
  });

  it("ends when the reader's session no longer holds, and when the enquiry is gone", async () => {
    let signedIn = true;
    const stream = openVersionStream({ read: async () => "1", allowed: async () => signedIn, signal: new AbortController().signal, allowedEveryMs: 50 });
    const events = reader(stream);
    expect(await events.nextVersion(1_000)).toBe("1");
    signedIn = false;
    expect(await events.nextVersion(1_000)).toBe("closed");

    const gone = reader(openVersionStream({ read: async () => null, allowed: async () => true, signal: new AbortController().signal }));
    expect(await gone.nextVersion(1_000)).toBe("closed");
  });
});
