import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";

// The receiver of an organisation connected to two providers (two accounts here, each
// with its own verification key): each connection's events are checked with the key of
// that connection's account, not with the key of the organisation's first connection.

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "receiver-providers-secret-0123456789-abcdefghij";

const { getPrisma } = await import("@/lib/db/prisma");
const { receiveEvent } = await import("@/lib/portal/receiver/receive-event");
const { call, enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");

let app: Awaited<ReturnType<typeof serviceApp>>;

beforeAll(async () => {
  app = await serviceApp();
  // The portal reaches the service over HTTP; here, that HTTP is the in-process app.
  routeFetchTo(app);
});

describe("the receiver with several providers", () => {
  it("checks each connection's events with the verification key of that connection's own account", async () => {
    const db = getPrisma();
    const organizationId = await newOrganization("Two providers");
    const connect = async (id: string, name: string, createdAt: Date) => {
      const account = await newAccount();
      await connectBuiltIn(organizationId, account.key, { id, name, createdAt });
      return account;
    };
    await connect(`${organizationId}-first`, "First provider", new Date(Date.now() - 60_000));
    const second = await connect(`${organizationId}-second`, "Second provider", new Date());

    // The second provider's event, signed with its account's key, as its delivery would be.
    expect((await call(app, "POST", "/external-api/v1/enquiries", { key: second.key, body: enquiryBody() })).status).toBe(201);
    const event = await db.event.findFirstOrThrow({ where: { accountId: second.accountId, type: "ENQUIRY.CREATED" } });
    const { verificationKey } = await db.account.findUniqueOrThrow({ where: { id: second.accountId } });
    const signature = createHmac("sha256", verificationKey).update(event.body).digest("base64");

    const receipt = await receiveEvent({ connectionId: `${organizationId}-second`, body: Buffer.from(event.body), signature });
    expect(receipt.status).toBe("stored");
    expect(await db.portalEvent.findMany({ where: { organizationId }, select: { connectionId: true, eventType: true } })).toEqual([
      { connectionId: `${organizationId}-second`, eventType: "ENQUIRY.CREATED" },
    ]);
    // The same body on the first connection's receiver does not pass: that account did not sign it.
    const elsewhere = await receiveEvent({ connectionId: `${organizationId}-first`, body: Buffer.from(event.body), signature });
    expect(elsewhere).toEqual({ status: "bad-signature", reason: "mismatch" });
    // Two accounts and an enquiry sent through the in-process service: slow on a busy machine.
  }, 60_000);
});
