import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

// Agents read clients (the intake form picks one); only admins change them.

export function assertClientAdmin(context: MemberContext): void {
  if (context.member.role !== "admin") {
    throw new PortalError("FORBIDDEN", `Only admins of ${context.organization.name} can change its clients; ask an admin.`);
  }
}

export const CLIENT_NOT_FOUND = "That client does not exist; it may belong to another organisation.";
