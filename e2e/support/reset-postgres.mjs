// Empties the PostgreSQL database that E2E_DATABASE_URL names (drop and create it), as
// playwright.config.ts empties the SQLite folder, before the server starts and migrates it.
import pg from "pg";

const url = new URL(process.argv[2]);
const database = decodeURIComponent(url.pathname.slice(1));
if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`E2E_DATABASE_URL: a database name of letters, digits and _ please, not "${database}"`);
url.pathname = "/postgres";
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${database}"`);
} finally {
  await client.end();
}
