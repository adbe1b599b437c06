import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { signInSpecialist } from "@/lib/service/backoffice/auth/sign-in-specialist";
import { ServiceError } from "@/lib/service/errors";
import { serviceApp } from "../helpers/service";

// The back office's sign-in limits, as its server action meets them (the action hands on
// the client address server.ts worked out; e2e/portal/attempt-limits.spec.ts posts the
// form itself). The same limiter as the portal's, counted apart.

const PASSWORD = "correct horse battery staple";

let addresses = 0;
/** A client address no other test uses. */
function newAddress(): string {
  addresses++;
  return `10.${addresses >> 8}.${addresses & 255}.9`;
}

async function newSpecialist(): Promise<string> {
  const email = `desk-${randomBytes(4).toString("hex")}@provider.test`;
  await createSpecialist(getPrisma(), { email, name: "Desk", password: PASSWORD });
  return email;
}

/** "signed in", "wrong", or the refusal's words and Retry-After. */
async function attempt(email: string, password: string, address: string): Promise<string> {
  try {
    return (await signInSpecialist({ email, password, address })) ? "signed in" : "wrong";
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    return `${error.message} (Retry-After ${error.headers?.["Retry-After"]})`;
  }
}

beforeAll(async () => {
  await serviceApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the back office's sign-in attempts", () => {
  it("refuse an account from one address after 10 wrong passwords, the right one too, saying when to try again", async () => {
    const email = await newSpecialist();
    const address = newAddress();
    for (let i = 0; i < 12; i++) await attempt(email, `wrong-${i}`, address);
    expect(await attempt(email, PASSWORD, address)).toMatch(/^Too many sign-in attempts for this account\. Try again in 15 minutes\. \(Retry-After (89\d|900)\)$/);
  });

  it("let the owner in from their own address after 12 wrong passwords from elsewhere; strangers wait a minute at most", async () => {
    const email = await newSpecialist();
    const desk = newAddress();
    expect(await attempt(email, PASSWORD, desk)).toBe("signed in");
    // At once, so that all fall within the minute however slow the machine.
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(email, `wrong-${i}`, newAddress())));
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(11);
    expect(outcomes.filter((o) => /^Too many sign-in attempts for this account from elsewhere\. Try again in (\d+ seconds?|1 minute)\./.test(o))).toHaveLength(1);
    expect(await attempt(email, PASSWORD, newAddress())).toMatch(/Retry-After ([1-5]?\d|60)\)$/);
    expect(await attempt(email, PASSWORD, desk)).toBe("signed in");
  });

  it("refuse an address after 20 wrong passwords, whatever the accounts (unknown ones too)", async () => {
    const email = await newSpecialist();
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect(await attempt(`nobody-${i}@provider.test`, PASSWORD, address)).toBe("wrong");
    expect(await attempt(email, PASSWORD, address)).toMatch(/^Too many sign-in attempts from your network\. Try again in 15 minutes\./);
    expect(await attempt(email, PASSWORD, newAddress())).toBe("signed in");
  });

  it("let a specialist in from the desk they signed in from, when others there spent the address's limit", async () => {
    const email = await newSpecialist();
    const newcomer = await newSpecialist();
    const desk = newAddress();
    expect(await attempt(email, PASSWORD, desk)).toBe("signed in");
    for (let i = 0; i < 20; i++) expect(await attempt(`nobody-${i}@provider.test`, PASSWORD, desk)).toBe("wrong");
    expect(await attempt(email, PASSWORD, desk)).toBe("signed in");
    expect(await attempt(email, "wrong-password", desk)).toBe("wrong");
    expect(await attempt(newcomer, PASSWORD, desk)).toMatch(/^Too many sign-in attempts from your network\. Try again in 15 minutes\./);
    expect(await attempt("nobody-else@provider.test", PASSWORD, desk)).toMatch(/^Too many sign-in attempts from your network\./);
  });

  it("count parallel attempts exactly: 30 at once, 10 checked", async () => {
    const email = await newSpecialist();
    const address = newAddress();
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => attempt(email, "wrong-password", address)));
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(10);
    expect(outcomes.filter((o) => o.startsWith("Too many sign-in attempts"))).toHaveLength(20);
  });

  it("log each failure as one structured line, without the password", async () => {
    const warn = vi.spyOn(console, "warn");
    const email = await newSpecialist();
    const address = newAddress();
    await attempt(email, "guessed-secret", address);
    await attempt("nobody@provider.test", "guessed-secret", address);
    const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("[sign-in] "));
    expect(lines.map((line) => JSON.parse(line.slice("[sign-in] ".length)))).toEqual([
      { event: "sign-in-failed", scope: "backoffice", account: email, address },
      { event: "sign-in-failed", scope: "backoffice", account: "nobody@provider.test", address },
    ]);
    expect(lines.join("\n")).not.toContain("guessed-secret");
  });
});
