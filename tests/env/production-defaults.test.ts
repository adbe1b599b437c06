import { describe, expect, it } from "vitest";
import { getEnv as parseEnv } from "@/lib/env";

const getEnv = (vars: Record<string, string | undefined>) => parseEnv(vars as NodeJS.ProcessEnv);

const base = {
  NODE_ENV: "production",
  STAYDESK_SECRET: "s".repeat(16) + "0123456789abcdef",
  SERVICE_ENVIRONMENT: "production",
  PORTAL_URL: "https://staydesk.example",
  SMTP_URL: "smtp://mailer:secret@smtp.staydesk.example:587",
  MAIL_FROM: "Staydesk <no-reply@staydesk.example>",
};

describe("production defaults", () => {
  it("needs SERVICE_ENVIRONMENT set explicitly", () => {
    expect(() => getEnv({ ...base, SERVICE_ENVIRONMENT: undefined })).toThrow(/SERVICE_ENVIRONMENT: required in production/);
    expect(getEnv(base).SERVICE_ENVIRONMENT).toBe("production");
  });

  it("needs PORTAL_URL, and says so by name", () => {
    expect(() => getEnv({ ...base, PORTAL_URL: undefined })).toThrow(/PORTAL_URL: required in production/);
    expect(() => getEnv({ ...base, PORTAL_URL: "" })).toThrow(/PORTAL_URL: required in production/);
  });

  it("needs an https PORTAL_URL, except on localhost", () => {
    expect(() => getEnv({ ...base, PORTAL_URL: "http://staydesk.example" })).toThrow(/PORTAL_URL: must be https/);
    expect(getEnv({ ...base, PORTAL_URL: "https://staydesk.example" }).PORTAL_URL).toBe("https://staydesk.example");
    expect(getEnv({ ...base, PORTAL_URL: "http://localhost:3000" }).PORTAL_URL).toBe("http://localhost:3000");
  });

  it("needs a bootstrap key of at least 32 random characters", () => {
    expect(() => getEnv({ ...base, SERVICE_BOOTSTRAP_API_KEY: "sd_test_short-but-twenty" })).toThrow(/SERVICE_BOOTSTRAP_API_KEY: in production/);
    expect(() => getEnv({ ...base, SERVICE_BOOTSTRAP_API_KEY: "a".repeat(40) })).toThrow(/SERVICE_BOOTSTRAP_API_KEY/);
    const key = "sd_test_9f3Kq2LmX8vB1nZ7cR4tY6wE0uPa";
    expect(getEnv({ ...base, SERVICE_BOOTSTRAP_API_KEY: key }).SERVICE_BOOTSTRAP_API_KEY).toBe(key);
  });

  it("needs a mail server while sign-up is confirmed by e-mail, and says which setting turns that off", () => {
    expect(() => getEnv({ ...base, SMTP_URL: undefined })).toThrow(/SMTP_URL: required in production while sign-up is confirmed by e-mail \(REQUIRE_EMAIL_VERIFICATION/);
    expect(getEnv({ ...base, SMTP_URL: undefined, MAIL_FROM: undefined, REQUIRE_EMAIL_VERIFICATION: "false" }).SMTP_URL).toBeUndefined();
    expect(() => getEnv({ ...base, MAIL_FROM: undefined })).toThrow(/MAIL_FROM: required in production with SMTP_URL/);
  });

  it("takes smtp:// and smtps:// URLs, without echoing their password", () => {
    expect(getEnv({ SMTP_URL: "smtps://u:p@smtp.example:465" }).SMTP_URL).toBe("smtps://u:p@smtp.example:465");
    expect(() => getEnv({ SMTP_URL: "http://u:hunter2@smtp.example" })).toThrow(/SMTP_URL: must be smtp:\/\//);
    expect(() => getEnv({ SMTP_URL: "http://u:hunter2@smtp.example" })).not.toThrow(/hunter2/);
    expect(() => getEnv({ MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
    expect(getEnv({ MAIL_FROM: "Staydesk <no-reply@staydesk.example>" }).MAIL_FROM).toBe("Staydesk <no-reply@staydesk.example>");
  });

  it("leaves development alone", () => {
    expect(getEnv({ NODE_ENV: "development", PORTAL_URL: "http://staydesk.example", SERVICE_BOOTSTRAP_API_KEY: "a".repeat(20) }).SERVICE_ENVIRONMENT).toBe("sandbox");
  });
});

describe("security settings", () => {
  it("parses the flags and the trusted proxies, and refuses nonsense", () => {
    const env = getEnv({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", CONNECTION_ALLOW_PRIVATE_TARGETS: "0", TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,::1" });
    expect(env.WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(true);
    expect(env.CONNECTION_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(env.TRUSTED_PROXIES).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    expect(getEnv({}).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(() => getEnv({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "yes" })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS: must be true or false/);
    expect(() => getEnv({ TRUSTED_PROXIES: "proxy.internal" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => getEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("the database", () => {
  it("takes a SQLite file or a PostgreSQL URL, and nothing else", () => {
    expect(getEnv({}).DATABASE_URL).toBe("file:./data/staydesk.db");
    expect(getEnv({ DATABASE_URL: "file:/var/lib/staydesk/x.db" }).DATABASE_URL).toBe("file:/var/lib/staydesk/x.db");
    expect(getEnv({ DATABASE_URL: "postgres://staydesk:pw@db:5432/staydesk" }).DATABASE_URL).toBe("postgres://staydesk:pw@db:5432/staydesk");
    expect(getEnv({ DATABASE_URL: "postgresql://db/staydesk?sslmode=require" }).DATABASE_URL).toBe("postgresql://db/staydesk?sslmode=require");
    expect(() => getEnv({ DATABASE_URL: "mysql://db/staydesk" })).toThrow(/DATABASE_URL/);
    expect(getEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(() => getEnv({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
