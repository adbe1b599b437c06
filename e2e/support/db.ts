import { sqlOne } from "./sql";

// Read-only look-ups in the server's database, for ids the pages do not show.

export function pendingInvitationId(email: string): string {
  return sqlOne<{ id: string }>(`SELECT id FROM "Invitation" WHERE email = ? AND status = 'pending'`, email).id;
}

export function memberId(email: string, organization: string): string {
  return sqlOne<{ id: string }>(
    `SELECT m.id FROM "Member" m JOIN "PortalUser" u ON u.id = m."userId" JOIN "Organization" o ON o.id = m."organizationId"
      WHERE u.email = ? AND o.name = ?`,
    email,
    organization,
  ).id;
}
