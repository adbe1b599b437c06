/**
 * Which of a user's memberships (oldest first) a session works in: its active
 * organisation while the user still belongs to it, otherwise the oldest. One rule for
 * pages, actions and the live stream's re-checks.
 */
export function chooseMembership<M extends { organizationId: string }>(memberships: readonly M[], activeOrganizationId: string | null | undefined): M | undefined {
  return memberships.find((m) => m.organizationId === activeOrganizationId) ?? memberships[0];
}
