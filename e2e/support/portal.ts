import { randomBytes } from "node:crypto";
import { expect, type Browser, type BrowserContext, type Page, type Request } from "@playwright/test";
import { E2E_BASE_URL } from "./env";
import { linkIn, mailTo, SUBJECTS, waitForMail } from "./mail";

// Steps of the portal as a person takes them, with random names so that specs run in
// parallel without seeing each other.

// The server trusts loopback as a proxy (playwright.config.ts), so X-Forwarded-For sets
// the address a request comes from. Each person signs up and in from an address of their
// own, as people do: otherwise the whole suite would be one office, and the per-address
// sign-up limit would count every spec together.
export type Person = { name: string; email: string; password: string; address: string };

/** A random address of the benchmarking range 198.18.0.0/15. */
export function newAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a! & 1)}.${b}.${c! || 1}`;
}

export function newPerson(role: string): Person {
  const id = randomBytes(4).toString("hex");
  return {
    name: `${role[0]!.toUpperCase()}${role.slice(1)} ${id}`,
    email: `${role}-${id}@e2e.test`,
    password: `pw-${randomBytes(8).toString("hex")}`,
    address: newAddress(),
  };
}

/** From now on, the page's requests come from `address`. */
export async function comeFrom(page: Page, address: string): Promise<void> {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
}

export function newOrganizationName(): string {
  return `Agency ${randomBytes(3).toString("hex")}`;
}

/** Fills and sends the sign-up form; the page then says to check the inbox, for a new address and a taken one alike. */
export async function submitSignUp(page: Page, person: Person, path = "/sign-up"): Promise<void> {
  await comeFrom(page, person.address);
  await page.goto(path);
  await page.getByLabel("Your name").fill(person.name);
  const email = page.getByLabel("E-mail address");
  if (await email.isEditable()) await email.fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
}

/**
 * Signs up and follows the confirmation link of the e-mail that arrives (signed in, on
 * to creating an organisation); from an invitation, joins its organisation too.
 */
export async function signUp(page: Page, person: Person, path = "/sign-up"): Promise<void> {
  const count = (await mailTo(person.email, SUBJECTS.verify)).length;
  await submitSignUp(page, person, path);
  const message = await waitForMail(person.email, SUBJECTS.verify, count + 1);
  await page.goto(linkIn(message, "/api/auth/verify-email"));
  if (/\/accept-invitation\//.test(new URL(page.url()).pathname)) {
    await page.getByRole("button", { name: /^Join / }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
}

export async function signIn(page: Page, person: Person, path = "/sign-in"): Promise<void> {
  await comeFrom(page, person.address);
  await page.goto(path);
  const email = page.getByLabel("E-mail address");
  if (!(await email.inputValue())) await email.fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function createOrganization(page: Page, name: string): Promise<void> {
  await page.getByLabel("Organisation name").fill(name);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export type Admin = { context: BrowserContext; page: Page; person: Person; organization: string };

/** A new user who signed up and created an organisation: its admin. */
export async function newAdmin(browser: Browser): Promise<Admin> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = newPerson("admin");
  const organization = newOrganizationName();
  await signUp(page, person);
  await expect(page).toHaveURL(/\/organisations\/new$/);
  await createOrganization(page, organization);
  return { context, page, person, organization };
}

/** "Use the built-in sandbox" on Settings → Connections, then on to that connection's own page. */
export async function connectSandbox(page: Page): Promise<void> {
  await page.goto("/settings/connections");
  await page.getByRole("button", { name: "Use the built-in sandbox" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Connected to the built-in sandbox" })).toBeVisible();
  await page.getByRole("list", { name: "Providers", exact: true }).getByRole("link", { name: "Built-in sandbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Built-in sandbox" })).toBeVisible();
  await expect(page.getByTestId("key-hint")).toHaveText(/^sd_test_…[A-Za-z0-9_-]{4}$/);
}

/** Sends an invitation from the members page (it is e-mailed too) and returns its link. */
export async function invite(page: Page, email: string, role: "Agent" | "Admin" = "Agent"): Promise<string> {
  await page.goto("/settings/members");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Role").selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitation sent" });
  await expect(dialog).toBeVisible();
  const link = await dialog.getByTestId("invitation-link").inputValue();
  await dialog.getByRole("button", { name: "Done" }).click();
  return link;
}

/** A server action's request as the browser sent it, to be sent again by someone else. */
export type CapturedAction = { url: string; headers: Record<string, string>; body: Buffer };

/** Runs `trigger` and captures the server action POST it causes. */
export async function captureAction(page: Page, trigger: () => Promise<void>): Promise<CapturedAction> {
  const request = page.waitForRequest((r: Request) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await trigger();
  const r = await request;
  const keep = ["next-action", "content-type", "accept", "next-router-state-tree"];
  const headers = Object.fromEntries(Object.entries(r.headers()).filter(([name]) => keep.includes(name)));
  return { url: r.url(), headers: { ...headers, origin: E2E_BASE_URL }, body: r.postDataBuffer() ?? Buffer.alloc(0) };
}

/** Sends a captured server action with another browser context's cookies; returns the response text. */
export async function replayAction(context: BrowserContext, action: CapturedAction): Promise<{ status: number; text: string }> {
  const res = await context.request.post(action.url, { headers: action.headers, data: action.body, maxRedirects: 0 });
  return { status: res.status(), text: await res.text() };
}
