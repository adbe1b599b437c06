import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../support/fixtures";
import { E2E_BOOTSTRAP_KEY, E2E_SECRET, E2E_SERVER_LOG } from "../support/env";
import { decryptStoredKey, storedConnection } from "../support/secrets";
import { connectSandbox } from "../support/portal";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

test("the API key never reaches a page, a response, the client bundle or the server log", async ({ admin }) => {
  const { context, page, organization } = admin;

  // Every response body the browser receives: HTML, RSC payloads, server action results.
  const bodies: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    try {
      bodies.push({ url: response.url(), body: await response.text() });
    } catch {
      // redirects and aborted requests have no body
    }
  });

  // A key issued by the built-in sandbox…
  await connectSandbox(page);
  const stored = storedConnection(organization);
  const provisionedKey = decryptStoredKey(stored);
  expect(provisionedKey).toMatch(/^sd_test_/);
  expect(stored.keyCiphertext).not.toContain(provisionedKey);
  expect(stored.keyHint).toBe(`sd_test_…${provisionedKey.slice(-4)}`);
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByTestId("connection-test-result")).toContainText("The key works");

  // …then one typed in (the bootstrap account's), which the form must not echo back.
  await page.getByLabel("Replace the API key").fill(E2E_BOOTSTRAP_KEY);
  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByTestId("key-hint")).toHaveText(`sd_test_…${E2E_BOOTSTRAP_KEY.slice(-4)}`);
  await expect(page.getByLabel("Replace the API key")).toHaveValue("");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByTestId("connection-test-result")).toContainText("The key works");
  expect(decryptStoredKey(storedConnection(organization))).toBe(E2E_BOOTSTRAP_KEY);

  for (const path of ["/dashboard", "/settings/connection", "/settings/members"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    const html = await page.content();
    expect(html).not.toContain(E2E_BOOTSTRAP_KEY);
    expect(html).not.toContain(provisionedKey);
  }

  const secrets = { provisionedKey, bootstrapKey: E2E_BOOTSTRAP_KEY, secret: E2E_SECRET };
  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, body } of bodies) {
    for (const [name, value] of Object.entries(secrets)) expect(body.includes(value), `${name} in ${url}`).toBe(false);
  }

  // The client bundle: no key, no secret, and none of the server's key handling.
  const staticFiles = filesUnder(path.join(process.cwd(), ".next", "static"));
  expect(staticFiles.length).toBeGreaterThan(0);
  for (const file of staticFiles) {
    const text = fs.readFileSync(file, "utf8");
    for (const [name, value] of Object.entries({ ...secrets, cipher: "aes-256-gcm", derivation: "staydesk/connection" })) {
      expect(text.includes(value), `${name} in ${file}`).toBe(false);
    }
  }

  // The server's log.
  const log = fs.readFileSync(E2E_SERVER_LOG, "utf8");
  expect(log).toContain("production server on");
  for (const [name, value] of Object.entries(secrets)) expect(log.includes(value), `${name} in the server log`).toBe(false);

  await context.close();
});
