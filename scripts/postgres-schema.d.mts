export type SchemaFile = { path: string; content: string };
export const SQLITE_SCHEMA: string;
export const POSTGRES_SCHEMA: string;
export const POSTGRES_MIGRATIONS: string;
export function sqliteSchemaFiles(root?: string): SchemaFile[];
export function postgresSchema(files: SchemaFile[]): string;
export function expectedPostgresSchema(root?: string): string;
