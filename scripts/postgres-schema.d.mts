export const SQLITE_SCHEMA: string;
export const POSTGRES_SCHEMA: string;
export const POSTGRES_MIGRATIONS: string;
export function postgresSchema(sqliteText: string): string;
export function expectedPostgresSchema(root?: string): string;
