import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { assignSpecialist } from "@/lib/service/backoffice/assign-specialist";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { closeEnquiry } from "@/lib/service/backoffice/close-enquiry";
import { deskEnquiryVersion, queueVersion } from "@/lib/service/backoffice/desk-version";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// An open back-office page re-reads itself when the version of what it shows moves: every
// change another specialist (or the API) makes must move it.

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;
beforeAll(async () => {
  app = await serviceApp();
  ({ key } = await newAccount());
});

async function enquire() {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
  expect(res.status).toBe(201);
  return res.json.data.serviceReference as string;
}

describe("the version of a back-office page", () => {
  it("moves with every move of the enquiry", async () => {
    const ref = await enquire();
    const specialist = await createSpecialist(getPrisma(), { email: `v-${Date.now()}@provider.test`, name: "Vera Version", password: "correct horse battery" });
    const seen = [await deskEnquiryVersion(ref)];
    await assignSpecialist(ref, specialist);
    seen.push(await deskEnquiryVersion(ref));
    await closeEnquiry(ref, specialist, "OTHER");
    seen.push(await deskEnquiryVersion(ref));
    expect(new Set(seen).size).toBe(3);
    expect(await deskEnquiryVersion(ref)).toBe(seen[2]);
    expect(await deskEnquiryVersion("RNOSUCH1")).toBeNull();
  });

  it("of the queue moves when an enquiry arrives or moves", async () => {
    const before = await queueVersion();
    const ref = await enquire();
    const arrived = await queueVersion();
    expect(arrived).not.toBe(before);
    const specialist = await createSpecialist(getPrisma(), { email: `q-${Date.now()}@provider.test`, name: "Quinn Queue", password: "correct horse battery" });
    await assignSpecialist(ref, specialist);
    expect(await queueVersion()).not.toBe(arrived);
  });
});
