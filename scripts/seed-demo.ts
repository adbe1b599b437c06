// Demo data for development: an organisation "Demo Travel" connected to the built-in
// sandbox with a key of its own, a demo admin and a demo agent, and a specialist of the
// provider's back office, so that an enquiry sent from the portal can be quoted at once
// and the whole story followed from one start. Idempotent: it creates
// only what is missing, so `npm run dev` runs it on every start, and it prints the
// sign-ins. Never in production.
//
//   npx tsx --conditions=react-server scripts/seed-demo.ts
//
// (--conditions=react-server: the portal's modules are marked server-only.)
import { migrateDatabase } from "../lib/db/migrate";
import { getPrisma } from "../lib/db/prisma";
import { getEnv } from "../lib/env";
import { getAuth } from "../lib/portal/auth/auth";
import type { Role } from "../lib/portal/membership/roles";
import { decryptApiKey, type KeyTarget } from "../lib/portal/connections/key-cipher";
import { saveConnection } from "../lib/portal/connections/save-connection";
import { getPortalUrl } from "../lib/portal/portal-url";
import { provisionAccount } from "../lib/service/accounts/provision-account";
import { createSpecialist } from "../lib/service/backoffice/auth/create-specialist";
import { createWebhook } from "../lib/service/webhooks/create-webhook";
import { RECEIVER_DESCRIPTION } from "../lib/portal/connections/enable-live-updates";
import { receiverUrl } from "../lib/portal/connections/receiver-url";
import { defaultConnectionQuery } from "@/lib/portal/connections/default-connection";

const ORGANIZATION = { name: "Demo Travel", slug: "demo-travel" };
const PEOPLE = [
  { role: "admin", name: "Ada Admin", email: "admin@demo-travel.test", password: "staydesk-demo-admin" },
  { role: "agent", name: "Alex Agent", email: "agent@demo-travel.test", password: "staydesk-demo-agent" },
] as const satisfies readonly { role: Role; name: string; email: string; password: string }[];
const SPECIALIST = { name: "Sam Specialist", email: "specialist@demo-provider.test", password: "staydesk-demo-specialist" };

// Made through better-auth's own adapter (its password hash, its account row), already
// confirmed: sign-up would e-mail a confirmation link, and the demo must sign in at once.
async function ensureUser(person: (typeof PEOPLE)[number]): Promise<string> {
  const db = getPrisma();
  const existing = await db.portalUser.findUnique({ where: { email: person.email }, select: { id: true, emailVerified: true } });
  if (existing) {
    if (!existing.emailVerified) await db.portalUser.update({ where: { id: existing.id }, data: { emailVerified: true } });
    return existing.id;
  }
  const auth = await getAuth().$context;
  const user = await auth.internalAdapter.createUser({ name: person.name, email: person.email, emailVerified: true }, { method: "email-password" });
  await auth.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await auth.password.hash(person.password) });
  return user.id;
}

async function ensureOrganization(adminId: string): Promise<{ id: string; name: string; slug: string }> {
  const db = getPrisma();
  const existing = await db.organization.findUnique({ where: { slug: ORGANIZATION.slug }, select: { id: true, name: true, slug: true } });
  if (existing) return existing;
  // Without a session, better-auth takes the creator from userId (a server-side call).
  const created = await getAuth().api.createOrganization({ body: { ...ORGANIZATION, userId: adminId } });
  if (!created) throw new Error("better-auth created no organisation.");
  return { id: created.id, name: created.name, slug: created.slug };
}

async function ensureMember(organizationId: string, userId: string, role: Role): Promise<void> {
  const existing = await getPrisma().member.findFirst({ where: { organizationId, userId }, select: { id: true } });
  if (!existing) await getAuth().api.addMember({ body: { organizationId, userId, role } });
}

async function ensureConnection(organization: { id: string; name: string; slug: string }, admin: { id: string; name: string; email: string }) {
  const db = getPrisma();
  const existing = await db.serviceConnection.findFirst({ ...defaultConnectionQuery(organization.id), select: { id: true, keyCiphertext: true, baseUrl: true } });
  if (existing && readable({ organizationId: organization.id, baseUrl: existing.baseUrl }, existing.keyCiphertext)) {
    // A database seeded before accounts had display names gets the organisation's.
    await db.account.updateMany({ where: { name: `portal:${organization.id}`, displayName: null }, data: { displayName: organization.name } });
    return "kept";
  }
  if (getEnv().SERVICE_ENVIRONMENT !== "sandbox") return "skipped";
  // The server is not running yet, so the account is made the way the provisioning
  // endpoint makes it, with the same account name the portal would use.
  const issued = await provisionAccount(db, `portal:${organization.id}`, "portal", organization.name);
  const context = { user: admin, member: { id: "seed", role: "admin" as const }, organization };
  await saveConnection(context, existing?.id ?? null, { environment: "sandbox", baseUrl: null, apiKey: issued.key, provisioned: true });
  return "created";
}

// Live updates on, as "Use the built-in sandbox" turns them on: the portal's receiver,
// registered the way the webhooks endpoint registers it (the server is not running yet).
async function ensureLiveUpdates(organizationId: string): Promise<void> {
  const db = getPrisma();
  const connection = await db.serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select: { id: true, receiverWebhookId: true } });
  const account = await db.account.findUnique({ where: { name: `portal:${organizationId}` }, select: { id: true } });
  if (!connection || !account) return;
  const url = receiverUrl(connection.id);
  const webhook =
    (await db.webhook.findFirst({ where: { accountId: account.id, url }, select: { id: true } })) ??
    (await createWebhook(account.id, { url, events: [], description: RECEIVER_DESCRIPTION }));
  if (connection.receiverWebhookId !== webhook.id) {
    await db.serviceConnection.update({ where: { id: connection.id }, data: { receiverWebhookId: webhook.id } });
  }
}

async function ensureSpecialist(): Promise<void> {
  const db = getPrisma();
  if (!(await db.specialist.findUnique({ where: { email: SPECIALIST.email }, select: { id: true } }))) await createSpecialist(db, SPECIALIST);
}

// A key stored under another secret (data/.staydesk-secret deleted, the database kept)
// cannot be read: the demo gets a new one rather than a connection that cannot work.
function readable(target: KeyTarget, keyCiphertext: string): boolean {
  try {
    decryptApiKey(target, keyCiphertext);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  if (getEnv().NODE_ENV === "production") {
    console.error("[seed] refusing to seed demo users in production.");
    process.exit(1);
  }
  await migrateDatabase();
  const [admin, agent] = PEOPLE;
  const adminId = await ensureUser(admin);
  const agentId = await ensureUser(agent);
  const organization = await ensureOrganization(adminId);
  await ensureMember(organization.id, adminId, "admin");
  await ensureMember(organization.id, agentId, "agent");
  const connection = await ensureConnection(organization, { id: adminId, name: admin.name, email: admin.email });
  if (connection !== "skipped") await ensureLiveUpdates(organization.id);
  await ensureSpecialist();

  const url = getPortalUrl();
  const note =
    connection === "skipped"
      ? "not connected (SERVICE_ENVIRONMENT is production: connect it in Settings → Connection)"
      : "connected to the built-in sandbox";
  console.log(
    [
      "",
      `[seed] ${ORGANIZATION.name}: ${note}. Sign in at ${url}/sign-in`,
      ...PEOPLE.map((p) => `[seed]   ${p.role.padEnd(10)}  ${p.email.padEnd(29)}  password: ${p.password}`),
      `[seed] The provider's back office, to quote what the portal sends: ${url}/specialist/sign-in`,
      `[seed]   ${"specialist".padEnd(10)}  ${SPECIALIST.email.padEnd(29)}  password: ${SPECIALIST.password}`,
      "",
    ].join("\n"),
  );
}

try {
  await main();
} finally {
  await getPrisma().$disconnect();
}
