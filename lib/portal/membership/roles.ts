import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/organization/access";

// Staydesk has two roles, stored under their own names in Member.role and
// Invitation.role: admins manage the connection, webhooks and members; agents create
// enquiries and compare quotes. better-auth's organization plugin checks its own
// endpoints (invite, remove, change role) against these grants, so a crafted call to
// /api/auth cannot do what the portal's pages refuse.

export const ROLES = ["admin", "agent"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", agent: "Agent" };

const statements = {
  ...defaultStatements,
  connection: ["read", "update"],
  webhook: ["read", "create", "update", "delete"],
  enquiry: ["read", "create"],
} as const;

export const ac = createAccessControl(statements);

export const roles = {
  admin: ac.newRole({
    // Deleting an organisation is not offered (it would orphan the service account).
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: [],
    ac: ["read"],
    connection: ["read", "update"],
    webhook: ["read", "create", "update", "delete"],
    enquiry: ["read", "create"],
  }),
  agent: ac.newRole({
    organization: [],
    member: [],
    invitation: [],
    team: [],
    ac: ["read"],
    connection: ["read"],
    webhook: ["read"],
    enquiry: ["read", "create"],
  }),
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The Staydesk role of a stored role value (better-auth allows "admin,agent" lists): admin wins. */
export function toRole(stored: string): Role {
  const parts = stored.split(",").map((part) => part.trim());
  return parts.includes("admin") ? "admin" : "agent";
}
