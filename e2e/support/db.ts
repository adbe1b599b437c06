import Database from "better-sqlite3";
import { E2E_DATABASE } from "./env";

// Read-only look-ups in the server's database, for ids the pages do not show.

function one<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(sql).get(...params) as T | undefined;
    if (!row) throw new Error(`No row for ${sql} ${JSON.stringify(params)}`);
    return row;
  } finally {
    db.close();
  }
}

export function pendingInvitationId(email: string): string {
  return one<{ id: string }>(`SELECT id FROM Invitation WHERE email = ? AND status = 'pending'`, email).id;
}

export function memberId(email: string, organisation: string): string {
  return one<{ id: string }>(
    `SELECT m.id FROM Member m JOIN PortalUser u ON u.id = m.userId JOIN Organization o ON o.id = m.organizationId
      WHERE u.email = ? AND o.name = ?`,
    email,
    organisation,
  ).id;
}
