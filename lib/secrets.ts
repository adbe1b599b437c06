import { hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env";

// One secret (STAYDESK_SECRET) and keys derived from it per purpose, so that no key is
// used for two things: the portal's session signing, the encryption of stored API keys,
// and the token that lets the embedded portal provision sandbox accounts. Shared by both
// halves, which is why it lives outside lib/service and lib/portal.

export const DEV_SECRET_FILE = path.join("data", ".staydesk-secret");

const globalForSecret = globalThis as unknown as { staydeskSecret?: string; staydeskDerivedKeys?: Map<string, Buffer> };

/**
 * STAYDESK_SECRET, or outside production a secret generated on first use and kept in
 * data/.staydesk-secret (gitignored), so that a fresh clone needs no configuration and
 * sessions and stored keys survive restarts. Production requires the variable (getEnv).
 */
export function getStaydeskSecret(): string {
  if (globalForSecret.staydeskSecret) return globalForSecret.staydeskSecret;
  const env = getEnv();
  const secret = env.STAYDESK_SECRET ?? (env.NODE_ENV === "production" ? undefined : readOrCreateDevSecret());
  if (!secret) throw new Error("STAYDESK_SECRET is not set.");
  globalForSecret.staydeskSecret = secret;
  return secret;
}

export type SecretPurpose = "auth" | "connection-keys" | "sandbox-provisioning" | "unsubscribe" | "photo-urls";

/**
 * A key of `bytes` bytes for one purpose, derived from the secret with HKDF-SHA256; derived
 * once per process (pages ask for them on every request). Each caller gets its own copy.
 */
export function deriveKey(purpose: SecretPurpose, bytes = 32): Buffer {
  const secret = getStaydeskSecret();
  const keys = (globalForSecret.staydeskDerivedKeys ??= new Map());
  const name = `${purpose}/${bytes}`;
  let key = keys.get(name);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "staydesk", `staydesk/${purpose}/v1`, bytes));
    keys.set(name, key);
  }
  return Buffer.from(key);
}

/** Tests change STAYDESK_SECRET between cases. */
export function resetSecretCache(): void {
  globalForSecret.staydeskSecret = undefined;
  globalForSecret.staydeskDerivedKeys = undefined;
}

function readOrCreateDevSecret(): string {
  const file = path.resolve(DEV_SECRET_FILE);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // Written aside, then linked into place: link() fails if the file exists, so when two
  // processes start at once the first one wins and the other reads a complete file.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, secret + "\n", { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * The X-Provisioning-Token of this deployment: known to the portal built into it (same
 * secret) and to nobody else.
 */
export function sandboxProvisioningToken(): string {
  return deriveKey("sandbox-provisioning").toString("base64url");
}
