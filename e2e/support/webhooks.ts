import { createHmac } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "./env";
import { invite, newPerson, signUp, type Admin, type Person } from "./portal";
import { decryptStoredKey, storedConnection } from "./secrets";
import { sqlOne } from "./sql";

// The provider's side of the portal's webhooks, reached with the organisation's own key,
// and the receiver's rows, read from the database.

export function apiKeyOf(organization: string): string {
  return decryptStoredKey(storedConnection(organization));
}

export function connectionIdOf(organization: string): string {
  return sqlOne<{ id: string }>(
    `SELECT c.id FROM "ServiceConnection" c JOIN "Organization" o ON o.id = c."organizationId" WHERE o.name = ?`,
    organization,
  ).id;
}

/** Events the receiver stored for the organisation (optionally of one type). */
export function storedEventCount(organization: string, eventType?: string): number {
  const row = sqlOne<{ n: number }>(
    `SELECT COUNT(*) AS n FROM "PortalEvent" e JOIN "Organization" o ON o.id = e."organizationId" WHERE o.name = ? ${eventType ? `AND e."eventType" = ?` : ""}`,
    ...(eventType ? [organization, eventType] : [organization]),
  );
  return Number(row.n);
}

export type Api = { get(path: string): Promise<{ status: number; json: any }>; post(path: string, body: unknown): Promise<{ status: number; json: any }> };

export function serviceApi(request: APIRequestContext, key: string): Api {
  const headers = { "x-api-key": key };
  const read = async (res: Awaited<ReturnType<APIRequestContext["get"]>>) => ({ status: res.status(), json: await res.json().catch(() => undefined) });
  return {
    get: async (path) => read(await request.get(`/external-api/v1${path}`, { headers })),
    post: async (path, body) => read(await request.post(`/external-api/v1${path}`, { headers, data: body })),
  };
}

export function hmac(body: string, key: string): string {
  return createHmac("sha256", key).update(body).digest("base64");
}

export const RECEIVER_PREFIX = `${E2E_BASE_URL}/api/webhooks/`;

/** An agent invited into the admin's organisation, signed in, in a browser context of their own. */
export async function joinAsAgent(browser: Browser, admin: Admin): Promise<{ context: BrowserContext; page: Page; person: Person }> {
  const agent = newPerson("agent");
  const link = await invite(admin.page, agent.email);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByLabel("E-mail address")).toHaveValue(agent.email);
  // Signing up from the invitation joins the organisation at once.
  await signUp(page, agent, page.url().replace(E2E_BASE_URL, ""));
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page, person: agent };
}
