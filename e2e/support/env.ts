import os from "node:os";
import path from "node:path";

// Settings shared by playwright.config.ts (which starts the server) and the specs (which
// read its database and log). Fixed values: the specs derive keys from the secret.

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = process.env.E2E_BASE_URL || `http://localhost:${E2E_PORT}`;
/** Holds the server's database and log; emptied each time the server starts. */
export const E2E_DIR = path.join(os.tmpdir(), `staydesk-e2e-${E2E_PORT}`);
export const E2E_DATABASE = path.join(E2E_DIR, "e2e.db");
export const E2E_SERVER_LOG = path.join(E2E_DIR, "server.log");
/**
 * Set to a postgres:// URL to run the server on PostgreSQL (that database is dropped and
 * created afresh at start); the specs then read and edit it with psql (e2e/support/sql.ts).
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || `file:${E2E_DATABASE}`;
export const E2E_SECRET = "e2e-staydesk-secret-0123456789-abcdefghijklmnop";
export const E2E_BOOTSTRAP_KEY = "sd_test_e2eBootstrapKey0123456789abcdefghijklmn";

/** The browser tests' SMTP server (e2e/support/mail-sink.ts): the server sends all its mail there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25);
/** Where that server writes each message it receives, one .eml file each. */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `staydesk-e2e-mail-${E2E_PORT}`);
/** Addresses whose local part starts with this are refused by the tests' mail server (550). */
export const E2E_REFUSED_PREFIX = "bounce-";
