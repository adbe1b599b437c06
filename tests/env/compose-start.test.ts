import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EnvError, getEnv } from "@/lib/env";

// `STAYDESK_SECRET=… docker compose up`, as compose.yaml and docs/scaling.md document it,
// gives every instance settings that production accepts at start: the image's ENV, then
// compose.yaml's environment with its ${…} filled in from the caller's variables as
// Compose fills them. (No container engine runs here, so the stack itself is not started.)

type Service = { image?: string; environment?: Record<string, string | number | boolean>; depends_on?: Record<string, { condition: string }>; ports?: string[] };
const compose = parse(fs.readFileSync("compose.yaml", "utf8")) as { services: Record<string, Service> };
const apps = Object.entries(compose.services).filter(([, service]) => service.environment?.STAYDESK_SECRET !== undefined);

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g, (match, name: string | undefined, colon: string, op: string, arg: string) => {
    if (match === "$$") return "$";
    const set = name! in vars;
    const usable = colon ? set && vars[name!] !== "" : set;
    if (op === "-") return usable ? vars[name!]! : arg;
    if (op === "?") {
      if (!usable) throw new Error(`${name}: ${arg}`);
      return vars[name!]!;
    }
    return vars[name!] ?? "";
  });
}

/** The image's own ENV (the last stage's), then the service's environment. */
function instanceEnv(service: Service, vars: Record<string, string>): NodeJS.ProcessEnv {
  const dockerfile = fs.readFileSync("Dockerfile", "utf8");
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const imageEnv = Object.fromEntries(
    [...lastStage.matchAll(/^ENV (.+)$/gm)].flatMap((m) => m[1]!.trim().split(/\s+/).map((pair) => pair.split("=", 2) as [string, string])),
  );
  const own = Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), vars)]));
  return { ...imageEnv, ...own } as NodeJS.ProcessEnv;
}

const secret = { STAYDESK_SECRET: "compose-start-test-secret-0123456789abcdefgh" };

describe("compose.yaml", () => {
  it("runs several instances, each on PostgreSQL", () => {
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const [, app] of apps) expect(instanceEnv(app, secret).DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
  });

  it("starts with only STAYDESK_SECRET set: production accepts every instance's settings", () => {
    for (const [, app] of apps) {
      const env = instanceEnv(app, secret);
      expect(env.NODE_ENV).toBe("production");
      expect(() => getEnv(env)).not.toThrow();
    }
  });

  it("sends the instances' mail to its mail catcher, which every instance waits for", () => {
    const env = getEnv(instanceEnv(apps[0]![1], secret));
    const smtp = new URL(env.SMTP_URL!);
    const catcher = compose.services[smtp.hostname];
    expect(catcher?.image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
    expect(smtp.port).toBe("1025");
    expect(env.REQUIRE_EMAIL_VERIFICATION).toBe(true);
    for (const [, app] of apps) expect(app.depends_on?.[smtp.hostname]).toBeDefined();
    // Its web UI shows every message caught, confirmation links included: this machine only.
    expect(catcher!.ports).toEqual(["127.0.0.1:8025:8025"]);
  });

  it("takes a real mail provider's settings from the caller's variables", () => {
    const env = getEnv(
      instanceEnv(apps[0]![1], { ...secret, SMTP_URL: "smtp://user:password@smtp.example:587", MAIL_FROM: "Staydesk <no-reply@staydesk.example>" }),
    );
    expect(env.SMTP_URL).toBe("smtp://user:password@smtp.example:587");
    expect(env.MAIL_FROM).toBe("Staydesk <no-reply@staydesk.example>");
  });

  it("runs without e-mail when told so, and otherwise refuses to start without a mail server, saying why", () => {
    expect(getEnv(instanceEnv(apps[0]![1], { ...secret, SMTP_URL: "", REQUIRE_EMAIL_VERIFICATION: "false" })).SMTP_URL).toBeUndefined();
    expect(() => getEnv(instanceEnv(apps[0]![1], { ...secret, SMTP_URL: "" }))).toThrow(EnvError);
    expect(() => getEnv(instanceEnv(apps[0]![1], { ...secret, SMTP_URL: "" }))).toThrow(/SMTP_URL: required in production/);
  });

  it("refuses to start without STAYDESK_SECRET, saying how to make one", () => {
    expect(() => instanceEnv(apps[0]![1], {})).toThrow(/STAYDESK_SECRET: set STAYDESK_SECRET, e\.g\. STAYDESK_SECRET="\$\(openssl rand -base64 32\)"/);
  });
});
