// npm run audit:pages – speed and accessibility of every portal page, as figures.
// Starts the built server (dist/server.mjs; built first if missing) on a fresh SQLite
// database with the demo organisation, signs in as its admin (and as its agent, for the
// 403 page), sends one enquiry through the form, quotes and shares it, holds a
// conversation on it with the demo specialist (whose back-office pages are audited too),
// sends a second that the specialist books and the agent asks to change, adds a client,
// then for every page prints:
// Lighthouse's performance score on a phone (mobile throttling, 390 px) and on a
// desktop (1280 px) (the median of AUDIT_RUNS runs, 1 by default), the JavaScript the
// page loads (gzip), and axe's violations at 1280 and 390 px. Lighthouse scores only
// pages that answer 2xx (the 403 page gets "–"). AUDIT_SCRIPTS=1 lists every script each
// visit loaded and its gzip size; AUDIT_METRICS=1 prints each Lighthouse run's metrics (first
// and largest contentful paint, total blocking time, layout shift, speed index) and the
// main thread's work by kind, the largest paint's element and the elements that shifted. A script that prints figures, not a
// test: run it on an idle machine, since scores drop when the CPU is shared.
import { execSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuilt } from "./support/instances";

const PORT = Number(process.env.AUDIT_PORT ?? 3919);
const BASE = `http://localhost:${PORT}`;
const DEBUG_PORT = Number(process.env.AUDIT_DEBUG_PORT ?? PORT + 1000);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ADMIN = { email: "admin@demo-travel.test", password: "staydesk-demo-admin" };
const AGENT = { email: "agent@demo-travel.test", password: "staydesk-demo-agent" };
const SPECIALIST = { email: "specialist@demo-provider.test", password: "staydesk-demo-specialist" };
const WIDTHS = [1280, 390] as const;
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
/** Only the pages whose label contains one of these texts, separated by commas (all when unset). */
const ONLY = process.env.AUDIT_ONLY?.split(",").filter(Boolean);

type Row = { page: string; mobile: number | null; desktop: number | null; jsKb: number; axe: Record<number, string[]> };

function startServer(env: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, ["dist/server.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  server.once("exit", (code) => {
    if (code !== null && code !== 0) process.exit(1); // it said why on stderr
  });
  return server;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/sign-in`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start within 30 s");
}

/** A signed-in browser context and its Cookie header (Lighthouse sends it as a header). */
async function signIn(browser: Browser, person: { email: string; password: string }): Promise<{ context: BrowserContext; cookie: string }> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.close();
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return { context, cookie };
}

/** The demo specialist signed in to the back office, as a context and its Cookie header. */
async function signInSpecialist(browser: Browser): Promise<{ context: BrowserContext; cookie: string }> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto("/specialist/sign-in");
  await page.getByLabel("E-mail address").fill(SPECIALIST.email);
  await page.getByLabel("Password").fill(SPECIALIST.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Queue" }).waitFor();
  await page.close();
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return { context, cookie };
}

/**
 * A conversation on the enquiry, so that its page and the back office's are audited with
 * one: the agent asks, the specialist answers, the agent asks again (and waits for a reply).
 */
async function converse(agency: BrowserContext, desk: BrowserContext, reference: string): Promise<void> {
  const ask = async (text: string) => {
    const page = await agency.newPage();
    await page.goto(`/enquiries/${reference}`);
    const card = page.getByRole("region", { name: /^Messages with / });
    await card.getByLabel("Message", { exact: true }).fill(text);
    await card.getByRole("button", { name: "Send" }).click();
    await card.getByRole("status").filter({ hasText: "Sent to" }).waitFor();
    await page.close();
  };
  await ask("Is there parking for one car? The guest arrives at 23:00: https://example.com/arrival");
  const page = await desk.newPage();
  await page.goto(`/specialist/enquiries/${reference}`);
  await page.getByLabel("Message", { exact: true }).fill("Yes: one space in the garage, and the night porter hands over the keys.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByText("the night porter hands over the keys").first().waitFor();
  await page.close();
  await ask("Thank you. Can the guest have a lower floor?");
}

/**
 * A second enquiry, shared and chosen like the first, then booked by the specialist ("Client
 * accepted this") and asked to change by the agent: its enquiry page is audited with the
 * booking, its versions and a change waiting, the back office's with its Booking changes card.
 */
async function bookAndAskChange(agency: BrowserContext, anonymous: BrowserContext, desk: BrowserContext): Promise<string> {
  const reference = await sendEnquiry(agency);
  await quoteAndShare(agency, anonymous, reference);
  const page = await desk.newPage();
  await page.goto(`/specialist/enquiries/${reference}`);
  await page.getByRole("button", { name: "Client accepted this" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: /^Book / }).click();
  await page.getByTestId("booking-versions").waitFor();
  await page.close();
  const agent = await agency.newPage();
  await agent.goto(`/enquiries/${reference}`);
  await agent.getByRole("button", { name: "Change the booking" }).click();
  const dialog = agent.getByRole("dialog", { name: "Change the booking" });
  await dialog.getByLabel("What to change").selectOption({ label: "Change the guests" });
  await dialog.getByLabel("Adults").fill("3");
  await dialog.getByRole("button", { name: /^Ask / }).click();
  await agent.getByTestId("booking-change-waiting").waitFor();
  await agent.close();
  return reference;
}

/** A client of the organisation with an approver, a cost centre and a cap: its page is audited, and the list of clients. */
async function addClient(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto("/settings/clients");
  await page.getByLabel("Name", { exact: true }).fill("Acme Consulting");
  await page.getByLabel("PO number required on every booking").check();
  await page.getByLabel("Approval").selectOption({ label: "Only out-of-policy choices" });
  await page.getByLabel("Approver's name").fill("Grace Hopper");
  await page.getByLabel("Approver's e-mail").fill("grace@acme.test");
  await page.getByRole("button", { name: "Add client" }).click();
  await page.getByRole("heading", { level: 1, name: "Acme Consulting" }).waitFor();
  const centres = page.locator("form").filter({ has: page.getByRole("button", { name: "Add cost centre", exact: true }) });
  await centres.getByLabel("Code").fill("SALES");
  await centres.getByLabel("Label").fill("Sales");
  await centres.getByRole("button", { name: "Add cost centre" }).click();
  await page.getByRole("table", { name: "Cost centres" }).getByRole("rowheader", { name: "SALES" }).waitFor();
  const path = new URL(page.url()).pathname;
  await page.close();
  return path;
}

async function sendEnquiry(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto("/enquiries/new");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("10 Downing Street, London SW1A 2AA, United Kingdom");
  await page.getByTestId("location-summary").filter({ hasText: "Resolves to" }).waitFor();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await page.waitForURL(/\/enquiries\/R[A-Z0-9]{7}$/);
  const reference = page.url().split("/").pop()!;
  await page.close();
  return reference;
}

/**
 * Moves the enquiry to QUOTED with the sandbox controls and creates a share link of its
 * comparison, on which a client (signed out) chooses an option with a note: the enquiry
 * page is audited with its "Client's choice" card.
 */
async function quoteAndShare(context: BrowserContext, anonymous: BrowserContext, reference: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`/enquiries/${reference}`);
  await page.getByRole("button", { name: "Move to quoted" }).click();
  await page.getByRole("list", { name: "Quotes, newest first" }).getByRole("listitem").first().waitFor();
  await page.goto(`/enquiries/${reference}/compare`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
  await section.getByRole("button", { name: "Create a share link" }).click();
  const url = await section.getByTestId("share-link").inputValue();
  await page.close();
  const client = await anonymous.newPage();
  await client.goto(url);
  await client.getByRole("radio").first().check();
  await client.getByLabel("A note for your agent (optional)").fill("A high floor, please.");
  await client.getByRole("button", { name: "Send my choice" }).click();
  await client.getByTestId("choice-saved").filter({ hasText: "Thank you" }).waitFor();
  await client.close();
  return new URL(url).pathname;
}

/**
 * An approval request of the client's choice on the share link, waiting, with a link whose
 * token is known here: this server sends no mail, so the request is written as the choice
 * would write it, for the approver's page to be audited. Its path.
 */
function addApproval(databaseFile: string, clientPath: string): string {
  const db = new Database(databaseFile, { fileMustExist: true, timeout: 5000 });
  try {
    const choice = db.prepare(`SELECT "shareLinkId", "organizationId", "serviceReference", "quoteId", "quoteItemId", "propertyName", "unitName", "chosenAt" FROM "ShareChoice" LIMIT 1`).get() as Record<string, string>;
    const id = randomBytes(8).toString("hex");
    const token = randomBytes(32).toString("base64url");
    const clientId = clientPath.split("/").pop()!;
    const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
    db.prepare(
      `INSERT INTO "ChoiceApproval" (id, "organizationId", "shareLinkId", "serviceReference", "clientId", "quoteId", "quoteItemId", "chosenAt", "propertyName", "unitName", "priceLabel", why, reason, "expiresAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, choice.organizationId, choice.shareLinkId, choice.serviceReference, clientId, choice.quoteId, choice.quoteItemId, choice.chosenAt, choice.propertyName, choice.unitName, "£1,382 for the stay", "it is £47.44 a night over the cap of £150 a night in London (Acme Consulting's travel policy)", "The only one within walking distance of the office.", expires);
    db.prepare(`INSERT INTO "ApprovalLink" ("tokenHash", "approvalId", "approverName", "approverEmail") VALUES (?, ?, ?, ?)`).run(createHash("sha256").update(token).digest("hex"), id, "Grace Hopper", "grace@acme.test");
    return `/approve/${token}`;
  } finally {
    db.close();
  }
}

async function lighthouseRun(url: string, cookie: string, formFactor: "mobile" | "desktop") {
  const flags: Flags = {
    port: DEBUG_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableStorageReset: true,
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  if (formFactor === "mobile") {
    flags.screenEmulation = { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false };
  }
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

type Lhr = Awaited<ReturnType<typeof lighthouseRun>>;

/** A run's metrics in one line, and the element of its largest contentful paint. */
function runMetrics(lhr: Lhr): string {
  const shown = (id: string) => `${id.replace(/-/g, " ")} ${lhr.audits[id]?.displayValue ?? "–"}`;
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"].map(shown).join(", ");
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const element = details?.items?.[0]?.items?.[0]?.node?.snippet ?? "–";
  type Shift = { score?: number; node?: { snippet?: string }; subItems?: { items?: { cause?: string; extra?: { url?: string } }[] } };
  const shifts = (lhr.audits["layout-shifts"]?.details as { items?: Shift[] } | undefined)?.items ?? [];
  const causes = (item: Shift) => (item.subItems?.items ?? []).map((c) => `${c.cause}${c.extra?.url ? ` ${c.extra.url}` : ""}`).join(", ");
  const moved = shifts.map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.snippet?.slice(0, 100) ?? "–"}${causes(item) ? ` (${causes(item)})` : ""}`).join(" | ");
  const work = ((lhr.audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ?? [])
    .map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`)
    .join(", ");
  return `${metrics}; main thread: ${work}; largest paint: ${element.slice(0, 120)}${moved ? `; shifted: ${moved}` : ""}`;
}

/** The median performance score of RUNS Lighthouse runs, or null when it cannot score the page. */
async function performanceScore(url: string, cookie: string, formFactor: "mobile" | "desktop"): Promise<number | null> {
  const scores: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseRun(url, cookie, formFactor);
    const score = lhr.categories.performance?.score;
    if (score == null) return null;
    if (process.env.AUDIT_METRICS) console.log(`  ${formFactor} ${new URL(url).pathname}  ${Math.round(score * 100)}  ${runMetrics(lhr)}`);
    scores.push(Math.round(score * 100));
  }
  return scores.sort((a, b) => a - b)[Math.floor((scores.length - 1) / 2)]!;
}

/**
 * axe's violations once the page has settled, and the scripts it loaded on the way
 * (first load, before any interaction), gzipped here whatever the server sent.
 */
async function visit(context: BrowserContext, url: string, width: number): Promise<{ violations: string[]; jsKb: number }> {
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.body().then(
        (body) => {
          const size = gzipSync(body, { level: 9 }).length;
          if (process.env.AUDIT_SCRIPTS) console.log(`  ${width} ${new URL(url).pathname}  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(response.url()).pathname}`);
          return size;
        },
        () => 0,
      ),
    );
  });
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  await page.goto(url);
  // Not network idle: the live stream of the enquiry pages keeps a request open for good.
  // The page has settled once its skeleton is gone and its heading shows.
  await page.waitForLoadState("load");
  await page.locator('[aria-busy="true"]').waitFor({ state: "detached" });
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  const jsKb = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
  const { violations } = await new AxeBuilder({ page }).analyze();
  await page.close();
  return { violations: violations.map((v) => `${v.id}×${v.nodes.length}`), jsKb };
}

async function main() {
  ensureBuilt(); // never a stale build: the audit would be of older pages
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-audit-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    PORTAL_URL: BASE,
    DATABASE_URL: `file:${path.join(dir, "audit.db")}`,
    STAYDESK_SECRET: randomBytes(32).toString("base64url"),
    SERVICE_ENVIRONMENT: "sandbox",
    // Nobody signs up here: production without a mail server (see REQUIRE_EMAIL_VERIFICATION).
    REQUIRE_EMAIL_VERIFICATION: "false",
    RATE_LIMIT_PER_MINUTE: "0",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // The demo organisation, connected to the built-in sandbox (the seed refuses production).
  execSync("npx tsx --conditions=react-server scripts/seed-demo.ts", { env: { ...env, NODE_ENV: "development" }, stdio: "ignore" });
  const server = startServer(env);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    await waitForServer();
    const admin = await signIn(browser, ADMIN);
    const agent = await signIn(browser, AGENT);
    const reference = await sendEnquiry(admin.context);
    const anonymous = await browser.newContext({ baseURL: BASE });
    const sharePath = await quoteAndShare(admin.context, anonymous, reference);
    const specialist = await signInSpecialist(browser);
    await converse(admin.context, specialist.context, reference);
    const booked = await bookAndAskChange(admin.context, anonymous, specialist.context);
    const clientPath = await addClient(admin.context);
    const approvalPath = addApproval(path.join(dir, "audit.db"), clientPath);
    const pages: { label: string; path: string; as: { context: BrowserContext; cookie: string } | null }[] = [
      { label: "/sign-in", path: "/sign-in", as: null },
      { label: "/sign-up", path: "/sign-up", as: null },
      { label: "/", path: "/", as: null },
      { label: "/docs/api", path: "/docs/api", as: null },
      // The reference's longest pages.
      { label: "/docs/api/[group] (events)", path: "/docs/api/events", as: null },
      { label: "/docs/api/[group] (enquiries)", path: "/docs/api/enquiries", as: null },
      { label: "/share/[token]", path: sharePath, as: null },
      { label: "/approve/[token]", path: approvalPath, as: null },
      { label: "/dashboard", path: "/dashboard", as: admin },
      { label: "/enquiries", path: "/enquiries", as: admin },
      { label: "/enquiries/new", path: "/enquiries/new", as: admin },
      { label: "/enquiries/[reference]", path: `/enquiries/${reference}`, as: admin },
      { label: "/enquiries/[reference]/compare", path: `/enquiries/${reference}/compare`, as: admin },
      { label: "/enquiries/[reference] (booked, a change waiting)", path: `/enquiries/${booked}`, as: admin },
      { label: "/notifications", path: "/notifications", as: admin },
      { label: "/reports", path: "/reports", as: admin },
      { label: "/whereabouts", path: "/whereabouts?from=2027-03-01&to=2027-03-31", as: admin },
      { label: "/reports (agent)", path: "/reports", as: agent },
      { label: "/settings/connections", path: "/settings/connections", as: admin },
      // The old single-connection paths open the oldest connection's pages.
      { label: "/settings/connections/[id]", path: "/settings/connection", as: admin },
      { label: "/settings/members", path: "/settings/members", as: admin },
      { label: "/settings/connections/[id]/webhooks", path: "/settings/webhooks", as: admin },
      { label: "/settings/agency", path: "/settings/agency", as: admin },
      { label: "/settings/exchange-rates", path: "/settings/exchange-rates", as: admin },
      { label: "/settings/audit", path: "/settings/audit", as: admin },
      { label: "/settings/notifications", path: "/settings/notifications", as: admin },
      { label: "/settings/clients", path: "/settings/clients", as: admin },
      { label: "/settings/clients/[id]", path: clientPath, as: admin },
      { label: "403 (agent on /settings/members)", path: "/settings/members", as: agent },
      { label: "/specialist (back office)", path: "/specialist", as: specialist },
      { label: "/specialist/waiting-for-reply", path: "/specialist/waiting-for-reply", as: specialist },
      { label: "/specialist/enquiries/[reference]", path: `/specialist/enquiries/${reference}`, as: specialist },
      { label: "/specialist/enquiries/[reference] (booked, a change waiting)", path: `/specialist/enquiries/${booked}`, as: specialist },
    ];
    const rows: Row[] = [];
    for (const p of pages.filter((page) => !ONLY || ONLY.some((text) => page.label.includes(text)))) {
      const cookie = p.as?.cookie ?? "";
      const mobile = await performanceScore(`${BASE}${p.path}`, cookie, "mobile");
      const desktop = await performanceScore(`${BASE}${p.path}`, cookie, "desktop");
      const axe: Record<number, string[]> = {};
      let jsKb = 0;
      for (const width of WIDTHS) {
        const seen = await visit(p.as?.context ?? anonymous, `${BASE}${p.path}`, width);
        axe[width] = seen.violations;
        if (width === 390) jsKb = seen.jsKb;
      }
      rows.push({ page: p.label, mobile, desktop, jsKb, axe });
      process.stdout.write(".");
    }
    console.log(`\n\n${os.cpus().length} cores, Node ${process.version}, Chromium at ${CHROME_PATH}.`);
    console.log(`${"page".padEnd(36)} ${"LH mobile".padStart(9)} ${"LH desktop".padStart(10)} ${"JS gzip KB".padStart(10)}  axe 1280 px / 390 px`);
    for (const r of rows) {
      const axe = WIDTHS.map((w) => (r.axe[w]!.length === 0 ? "0" : r.axe[w]!.join(","))).join(" / ");
      console.log(`${r.page.padEnd(36)} ${String(r.mobile ?? "–").padStart(9)} ${String(r.desktop ?? "–").padStart(10)} ${r.jsKb.toFixed(1).padStart(10)}  ${axe}`);
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
