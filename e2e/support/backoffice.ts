import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { E2E_DATABASE_URL, E2E_SECRET } from "./env";

// The back office's steps, and the commands an operator runs, against the server's
// database (the commands open it like any second process would).

export type Specialist = { name: string; email: string; password: string };

/** Which server's database a command runs on: the shared server's unless told (a provider of a spec's own). */
export type ScriptTarget = { databaseUrl: string; environment: "sandbox" | "production" };
const SHARED_SERVER: ScriptTarget = { databaseUrl: E2E_DATABASE_URL, environment: "sandbox" };

function runScript(script: string, args: string[], target: ScriptTarget = SHARED_SERVER): string {
  return execFileSync("npx", ["tsx", script, ...args], {
    env: { ...process.env, DATABASE_URL: target.databaseUrl, STAYDESK_SECRET: E2E_SECRET, SERVICE_ENVIRONMENT: target.environment },
    encoding: "utf8",
  });
}

/** `npm run specialist:create`, as docs/back-office.md says. */
export function createSpecialist(target?: ScriptTarget): Specialist {
  const id = randomBytes(4).toString("hex");
  const specialist = { name: `Specialist ${id}`, email: `specialist-${id}@provider.test`, password: `pw-${randomBytes(8).toString("hex")}` };
  runScript("scripts/specialist-create.ts", ["--email", specialist.email, "--name", specialist.name, "--password", specialist.password], target);
  return specialist;
}

/** `npm run service:key`: a new account of its own, and its key. */
export function newServiceKey(): string {
  const out = runScript("scripts/service-key.ts", ["--account", `backoffice-${randomBytes(4).toString("hex")}`]);
  return out.trim().split("\n").at(-1)!.trim();
}

export async function signInSpecialist(
  browser: Browser,
  specialist: Specialist,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/specialist/sign-in");
  await page.getByLabel("E-mail address").fill(specialist.email);
  await page.getByLabel("Password").fill(specialist.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Queue" })).toBeVisible();
  return { context, page };
}

/** A webhook receiver on a free local port that keeps every event body it is sent. */
export async function startReceiver(): Promise<{ url: string; events: { eventType: string; data: any }[]; close: () => Promise<void> }> {
  const events: { eventType: string; data: any }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      try {
        events.push(JSON.parse(body));
      } catch {
        // not an event: ignored
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, events, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Creates an enquiry through the service's API with `key`, and returns its serviceReference. */
export async function postEnquiry(
  request: APIRequestContext,
  key: string,
  stay: { address: string; checkIn: string; checkOut: string; adults: number; leadGuest: { givenName: string; familyName: string; email?: string } },
): Promise<string> {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post("/external-api/v1/enquiries", {
    headers: { "x-api-key": key },
    data: {
      checkInOut: { checkIn: stay.checkIn, checkOut: stay.checkOut },
      clientReference: `BO-${suffix}`,
      externalId: `bo-${suffix}`,
      enquiryLocation: { addressFormatted: stay.address },
      guestNumbers: { adults: stay.adults },
      leadGuest: stay.leadGuest,
      clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.serviceReference as string;
}

/** The specialist finds the enquiry of that reference in the queue and opens it. */
export async function openInBackOffice(page: Page, reference: string): Promise<void> {
  await page.goto("/specialist");
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: reference })).toBeVisible();
}

/**
 * On an open enquiry: assigns it to the specialist, starts shortlisting and sends a quote
 * of the inventory's hits at those positions in the list (the first by default).
 */
export async function quoteInBackOffice(page: Page, { hits = [0], description }: { hits?: number[]; description: string }): Promise<void> {
  const state = page.getByTestId("enquiry-state");
  await page.getByRole("button", { name: "Assign to me" }).click();
  await page.getByRole("button", { name: "Start shortlisting" }).click();
  await expect(state).toHaveText("Shortlisting");
  const found = page.getByTestId("inventory-hit");
  await expect(found.first()).toBeVisible();
  for (const hit of hits) await found.nth(hit).getByRole("checkbox").first().check();
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(state).toHaveText("Quoted");
}

/**
 * "Client accepted this" on the item at `nth` of `scope` (a page, or a quote item or
 * option within one), then "Book …" in the dialog that asks first; the dialog is gone
 * once the booking is made.
 */
export async function acceptInBackOffice(scope: Page | Locator, nth = 0): Promise<void> {
  const page = "goto" in scope ? scope : scope.page();
  await scope.getByRole("button", { name: "Client accepted this" }).nth(nth).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /^Book / }).click();
  await expect(dialog).toHaveCount(0);
}
