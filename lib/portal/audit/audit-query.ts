import { z } from "zod";
import { queryChoice, queryCursor, queryDay, queryText } from "@/lib/shared/query-string";
import { AUDIT_KIND_KEYS } from "./audit-kinds";

/** The audit page's query string: who, what kind, which days (UTC). Broken values are dropped. */
export const AuditQuery = z.object({
  person: queryText(64),
  kind: queryChoice(AUDIT_KIND_KEYS),
  from: queryDay,
  to: queryDay,
  after: queryCursor(200),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export function auditParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["person", "kind", "from", "to", "after"] as const) if (query[key]) params.set(key, query[key]);
  return params;
}
