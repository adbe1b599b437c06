import { z } from "zod";
import { AUDIT_KIND_KEYS } from "./audit-kinds";

const day = z.iso.date().optional().catch(undefined);

/** The audit page's query string: who, what kind, which days (UTC). Broken values are dropped. */
export const AuditQuery = z.object({
  person: z.string().trim().max(64).optional().catch(undefined).transform((value) => value || undefined),
  kind: z.enum(AUDIT_KIND_KEYS).optional().catch(undefined),
  from: day,
  to: day,
  after: z.string().max(200).optional().catch(undefined),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export function auditParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["person", "kind", "from", "to", "after"] as const) if (query[key]) params.set(key, query[key]);
  return params;
}
