import type { Role } from "../membership/roles";

/** Who a live stream was opened for, as checked when it opened. */
export type StreamHolder = {
  sessionId: string;
  /** The session's active organisation when the stream opened (null: none chosen). */
  activeOrganizationId: string | null;
  userId: string;
  organizationId: string;
  memberId: string;
  role: Role;
};

/** Why open streams must end: what changed, identified by ids only (it travels to every instance). */
export type Revocation =
  /** The session ended: signed out, revoked, expired. */
  | { kind: "session"; sessionId: string }
  /** The user's membership of the organisation changed: removed, left, another role. */
  | { kind: "member"; userId: string; organizationId: string }
  /** The session now works in another organisation (or in none chosen). */
  | { kind: "active-organization"; sessionId: string; activeOrganizationId: string | null };

export function revokes(revocation: Revocation, holder: StreamHolder): boolean {
  switch (revocation.kind) {
    case "session":
      return holder.sessionId === revocation.sessionId;
    case "member":
      return holder.userId === revocation.userId && holder.organizationId === revocation.organizationId;
    case "active-organization":
      return holder.sessionId === revocation.sessionId && holder.activeOrganizationId !== revocation.activeOrganizationId;
  }
}
