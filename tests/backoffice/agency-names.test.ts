import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PROVISIONING_TOKEN_HEADER } from "@/lib/contract/provisioning";
import { getPrisma } from "@/lib/db/prisma";
import { getDeskEnquiry } from "@/lib/service/backoffice/get-desk-enquiry";
import { listQueue } from "@/lib/service/backoffice/list-queue";
import { sandboxProvisioningToken } from "@/lib/secrets";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The provider's staff tell agencies apart by the name each agency gives its account, not
// by the account's internal name, and find an enquiry by reference, agency or guest.

let app: Awaited<ReturnType<typeof serviceApp>>;
beforeAll(async () => {
  app = await serviceApp();
});

const unique = () => randomBytes(4).toString("hex");
const all = { state: "ALL" as const, minAgeDays: 0, city: "" };
const refs = async (q: string) => (await listQueue({ ...all, q })).rows.map((r) => r.serviceReference);

async function provision(accountName: string, displayName?: string) {
  const res = await call(app, "POST", "/external-api/v1/sandbox/accounts", {
    headers: { [PROVISIONING_TOKEN_HEADER]: sandboxProvisioningToken() },
    body: { accountName, label: "portal", ...(displayName === undefined ? {} : { displayName }) },
  });
  expect(res.status).toBe(201);
  return res.json.data as { apiKey: string; accountName: string; displayName: string | null };
}

async function enquire(key: string, overrides: Record<string, unknown> = {}) {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody(overrides) });
  expect(res.status).toBe(201);
  return res.json.data.serviceReference as string;
}

describe("an account's display name", () => {
  it("comes with provisioning, and the queue and the enquiry page show it instead of the internal name", async () => {
    const agency = `Demo Travel ${unique()}`;
    const account = await provision(`portal:${unique()}`, agency);
    expect(account.displayName).toBe(agency);
    const ref = await enquire(account.apiKey);

    const row = (await listQueue({ ...all, q: ref })).rows.find((r) => r.serviceReference === ref);
    expect(row?.accountName).toBe(agency);
    const desk = await getDeskEnquiry(ref);
    expect(desk.agency).toEqual({ name: account.accountName, displayName: agency });

    // Provisioning again without a name keeps it; with another, renames.
    expect((await provision(account.accountName)).displayName).toBe(agency);
    expect((await provision(account.accountName, "Demo Travel Ltd")).displayName).toBe("Demo Travel Ltd");
  });

  it("is set by the account itself with PUT /account/profile, in words when refused", async () => {
    const { key, name } = await newAccount();
    const ref = await enquire(key);
    expect((await listQueue({ ...all, q: ref })).rows[0]?.accountName).toBe(name);

    const agency = `Atlas Trips ${unique()}`;
    const res = await call(app, "PUT", "/external-api/v1/account/profile", { key, body: { displayName: `  ${agency} ` } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ accountName: name, displayName: agency });
    expect((await listQueue({ ...all, q: ref })).rows[0]?.accountName).toBe(agency);

    const empty = await call(app, "PUT", "/external-api/v1/account/profile", { key, body: { displayName: " " } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain("Give the name the provider's staff should see.");
    expect((await call(app, "PUT", "/external-api/v1/account/profile", { body: { displayName: "Anyone" } })).status).toBe(401);
    expect((await getPrisma().account.findUniqueOrThrow({ where: { name } })).displayName).toBe(agency);
  });
});

describe("the queue's search", () => {
  it("finds an enquiry by its reference, its client reference, its agency or its lead guest, in any case", async () => {
    const tag = unique();
    const account = await provision(`portal:${unique()}`, `Zephyr Holidays ${tag}`);
    const other = await provision(`portal:${unique()}`, `Other Agency ${tag}`);
    const mine = await enquire(account.apiKey, { clientReference: `ZH-${tag}`, leadGuest: { givenName: "Grace", familyName: `Hopper${tag}`, email: "g@example.com" } });
    const theirs = await enquire(other.apiKey, { leadGuest: { givenName: "Alan", familyName: `Turing${tag}`, email: "a@example.com" } });

    expect(await refs(mine.toLowerCase())).toEqual([mine]);
    expect(await refs(`zh-${tag}`)).toEqual([mine]);
    expect(await refs(`zephyr holidays ${tag}`)).toEqual([mine]);
    expect(await refs(`GRACE HOPPER${tag}`)).toEqual([mine]);
    expect(await refs(`turing${tag}`)).toEqual([theirs]);
    expect((await refs(tag)).sort()).toEqual([mine, theirs].sort());
    expect(await refs(`nobody-${tag}`)).toEqual([]);
  });
});
