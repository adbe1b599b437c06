import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, E2E_BOOTSTRAP_KEY, E2E_DATABASE_URL, E2E_DIR, E2E_PORT, E2E_SECRET, E2E_SERVER_LOG, E2E_SMTP_PORT } from "./e2e/support/env";

// Browser and HTTP tests against the BUILT server (`npm run build` first; `npm run
// test:e2e` does both), started fresh on its own port with an empty database in a
// temporary folder, with a real SMTP server of the tests' own (e2e/support/mail-sink.ts)
// that receives every e-mail the server sends. Set E2E_BASE_URL to run against a server
// you started yourself.

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Tests tagged with it measure how soon something reaches an open page.
const LATENCY = /@latency/;
const PORTAL_BROWSER = { browserName: "chromium" as const, viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    // The v1 API over HTTP (no browser).
    { name: "api", testDir: "e2e/api" },
    // The portal in Chromium.
    { name: "portal", testDir: "e2e/portal", grepInvert: LATENCY, use: PORTAL_BROWSER },
    // The tests that hold a delay ("on the open page within a second") run last and one at a
    // time, so that what they measure is the server, not a neighbouring test's browser.
    { name: "latency", testDir: "e2e/portal", grep: LATENCY, dependencies: ["api", "portal"], workers: 1, use: PORTAL_BROWSER },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: "node --import tsx e2e/support/mail-sink.ts",
          port: E2E_SMTP_PORT,
          timeout: 30_000,
          reuseExistingServer: false,
          stdout: "ignore",
          stderr: "pipe",
        },
        {
          // The log is kept (tee) so that specs can check what the server wrote.
          command: [
            `rm -rf "${E2E_DIR}" && mkdir -p "${E2E_DIR}"`,
            ...(E2E_DATABASE_URL.startsWith("file:") ? [] : [`node e2e/support/reset-postgres.mjs "${E2E_DATABASE_URL}"`]),
            `node dist/server.mjs 2>&1 | tee "${E2E_SERVER_LOG}"`,
          ].join(" && "),
          url: `${E2E_BASE_URL}/sign-in`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: "ignore",
          stderr: "pipe",
          env: {
            NODE_ENV: "production",
            PORT: String(E2E_PORT),
            PORTAL_URL: E2E_BASE_URL,
            DATABASE_URL: E2E_DATABASE_URL,
            STAYDESK_SECRET: E2E_SECRET,
            SERVICE_BOOTSTRAP_API_KEY: E2E_BOOTSTRAP_KEY,
            SERVICE_ENVIRONMENT: "sandbox",
            RATE_LIMIT_PER_MINUTE: "0",
            WEBHOOK_RETRY_DELAYS_MS: "500,1000,2000",
            // The specs' webhook receivers listen on 127.0.0.1.
            WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
            // As if behind a reverse proxy on loopback: specs can then appear to come from many addresses.
            TRUSTED_PROXIES: "127.0.0.1,::1",
            SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
            MAIL_FROM: "Staydesk <no-reply@e2e.test>",
            MAIL_POLL_INTERVAL_MS: "200",
            MAIL_RETRY_DELAYS_MS: "200,400,800",
            // Each worker's one signed-in person creates an organisation for every test it runs.
            ORGANIZATIONS_PER_ACCOUNT_PER_DAY: "1000",
            NEXT_TELEMETRY_DISABLED: "1",
          },
        },
      ],
});
