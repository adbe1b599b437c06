import { getPrisma } from "@/lib/db/prisma";
import { encryptApiKey } from "@/lib/portal/connections/key-cipher";
import { newAccount } from "./service";

// The portal's side of a test: an organisation of its own in this file's database, and its
// connections to the built-in service (the in-process app of ./service), each with the key
// of an account of that service, stored encrypted as the portal stores it.

/** A new organisation with nothing in it; its id. */
export async function newOrganization(name?: string): Promise<string> {
  const id = `org-${Math.random().toString(36).slice(2, 10)}`;
  await getPrisma().organization.create({ data: { id, name: name ?? `Org ${id}`, slug: id } });
  return id;
}

type ConnectionFields = { id?: string; name?: string; createdAt?: Date; receiverWebhookId?: string };

/** Connects the organisation to the built-in service with `apiKey`; the connection's id (`conn-<organisation>` unless given). */
export async function connectBuiltIn(organizationId: string, apiKey: string, fields: ConnectionFields = {}): Promise<string> {
  const id = fields.id ?? `conn-${organizationId}`;
  await getPrisma().serviceConnection.create({
    data: {
      name: "Test provider",
      environment: "sandbox",
      keyCiphertext: encryptApiKey({ organizationId, baseUrl: null }, apiKey),
      keyHint: "sd_test_…",
      ...fields,
      id,
      organizationId,
    },
  });
  return id;
}

/** A new organisation connected to a fresh account of the built-in service: its ids and the account (`key`, `accountId`). */
export async function connectedOrganization(fields: ConnectionFields = {}) {
  const account = await newAccount();
  const organizationId = await newOrganization();
  const connectionId = await connectBuiltIn(organizationId, account.key, fields);
  return { organizationId, connectionId, ...account };
}

/** A new organisation and its admin's member context, for the domain functions that take one. */
export async function newAdminContext() {
  const id = await newOrganization();
  return {
    user: { id: `user-${id}`, name: "Admin", email: `admin@${id}.test` },
    member: { id: `member-${id}`, role: "admin" as const },
    organization: { id, name: `Org ${id}`, slug: id },
  };
}
