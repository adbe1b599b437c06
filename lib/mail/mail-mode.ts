import { getEnv, type Env } from "@/lib/env";

/**
 * How this process sends mail:
 * - `smtp`: through the server SMTP_URL names;
 * - `catcher`: no SMTP_URL outside production: every message stays in the outbox, both
 *   parts kept, and /dev/mail shows them (a first run shows the whole flow);
 * - `off`: production without SMTP_URL (allowed only with REQUIRE_EMAIL_VERIFICATION=false):
 *   nothing is written, and the pages say that no e-mail is sent.
 */
export type MailMode = "smtp" | "catcher" | "off";

export function mailMode(env: Env = getEnv()): MailMode {
  if (env.SMTP_URL) return "smtp";
  return env.NODE_ENV === "production" ? "off" : "catcher";
}
