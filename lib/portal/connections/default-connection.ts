import "server-only";

/**
 * Where to find the organisation's default connection: its oldest one not removed (the
 * built-in sandbox, for an organisation that started with it). What is done for one
 * connection without naming it (the webhook settings, the connection form) is done for this one.
 */
export function defaultConnectionQuery(organizationId: string) {
  return { where: { organizationId, removedAt: null }, orderBy: { createdAt: "asc" as const } };
}
