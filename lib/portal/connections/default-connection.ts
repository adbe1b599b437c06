// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).

/**
 * Where to find the organisation's default connection: its oldest one not removed (the
 * built-in sandbox, for an organisation that started with it): where the old single-connection
 * links (/settings/connection, /settings/webhooks) lead, and where an enquiry the portal has
 * not indexed yet is looked for.
 */
export function defaultConnectionQuery(organizationId: string) {
  return { where: { organizationId, removedAt: null }, orderBy: { createdAt: "asc" as const } };
}
