import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createSpecialist } from "../support/backoffice";
import { E2E_BASE_URL, E2E_SERVER_LOG } from "../support/env";
import { captureAction, newAddress, newPerson, signUp } from "../support/portal";

// The sign-in, sign-up and password-reset limits through the paths an attacker uses: the forms' server
// actions as the browser posts them, and better-auth's own endpoint. The test server
// trusts loopback as a proxy (TRUSTED_PROXIES in playwright.config.ts), so X-Forwarded-For
// sets the address each request comes from.

// Each test posts a form a dozen times or more.
test.describe.configure({ timeout: 180_000 });

async function browserAt(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  return context.newPage();
}

/** The form's own message (Next.js keeps a route announcer with the same role). */
const formAlert = (page: Page) => page.locator("form").getByRole("alert");

/** Submits the form on the page and waits for its server action's answer. */
async function submit(page: Page, button: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]));
  await page.getByRole("button", { name: button }).click();
  await answered;
}

async function trySignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await submit(page, "Sign in");
}

/** An attempt that stays on the form: waits until its answer is on the page. */
async function failSignIn(page: Page, email: string, password: string): Promise<void> {
  await trySignIn(page, email, password);
  // The button says "Signing in…" until the answer is rendered (and the back office's
  // form reset): a password typed before then would be wiped, and the form send none.
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
}

test.describe("the back office's sign-in form", () => {
  test("refuses the right password after 12 wrong ones from one address, saying so in words, and logs each failure", async ({ browser }) => {
    const specialist = createSpecialist();
    const page = await browserAt(browser, newAddress());
    await page.goto("/specialist/sign-in");
    for (let i = 0; i < 12; i++) await failSignIn(page, specialist.email, `wrong-password-${i}`);
    await failSignIn(page, specialist.email, specialist.password);
    await expect(formAlert(page)).toHaveText("Too many sign-in attempts for this account. Try again in 15 minutes.");
    await expect(page).toHaveURL(/\/specialist\/sign-in$/);

    if (!process.env.E2E_BASE_URL) {
      const lines = fs.readFileSync(E2E_SERVER_LOG, "utf8").split("\n").filter((line) => line.includes(`"account":"${specialist.email}"`));
      expect(lines.filter((line) => line.startsWith('[sign-in] {"event":"sign-in-failed","scope":"backoffice"'))).toHaveLength(10);
      expect(lines.join("\n")).not.toContain("wrong-password-");
    }
    await page.context().close();
  });

  test("lets the specialist in from their own address after 12 wrong passwords from other addresses", async ({ browser }) => {
    const specialist = createSpecialist();
    const desk = newAddress();
    const first = await browserAt(browser, desk);
    await first.goto("/specialist/sign-in");
    await trySignIn(first, specialist.email, specialist.password);
    await expect(first.getByRole("heading", { name: "Queue" })).toBeVisible();
    await first.context().close();

    // The attacker posts the form once, then the same server action from 11 more addresses
    // at once (all within the minute, whatever the machine's speed).
    const attacker = await browserAt(browser, newAddress());
    await attacker.goto("/specialist/sign-in");
    await attacker.getByLabel("E-mail address").fill(specialist.email);
    await attacker.getByLabel("Password").fill("wrong-password");
    const action = await captureAction(attacker, () => attacker.getByRole("button", { name: "Sign in" }).click());
    await expect(formAlert(attacker)).toHaveText("The e-mail address or the password is wrong.");
    const answers = await Promise.all(
      Array.from({ length: 11 }, async () => {
        const headers = { ...action.headers, "x-forwarded-for": newAddress() };
        return (await attacker.context().request.post(action.url, { headers, data: action.body, maxRedirects: 0 })).text();
      }),
    );
    // Ten checked, then one a minute between addresses the specialist has not signed in from.
    expect(answers.filter((text) => text.includes("The e-mail address or the password is wrong."))).toHaveLength(10);
    expect(answers.filter((text) => /Too many sign-in attempts for this account from elsewhere\. Try again in (\d+ seconds?|1 minute)\./.test(text))).toHaveLength(1);
    await attacker.context().close();

    const owner = await browserAt(browser, desk);
    await owner.goto("/specialist/sign-in");
    await trySignIn(owner, specialist.email, specialist.password);
    await expect(owner.getByRole("heading", { name: "Queue" })).toBeVisible();
    await owner.context().close();
  });
});

test.describe("the portal's forms", () => {
  test("sign-in refuses an address that got 20 passwords wrong, whatever the accounts", async ({ browser }) => {
    const colleague = newPerson("agent");
    const signedUp = await browser.newPage();
    await signUp(signedUp, colleague);
    await expect(signedUp).toHaveURL(/\/organisations\/new$/);
    await signedUp.context().close();

    const office = newAddress();
    const page = await browserAt(browser, office);
    await page.goto("/sign-in");
    for (let i = 0; i < 20; i++) {
      await failSignIn(page, newPerson("agent").email, "wrong-password");
      await expect(formAlert(page)).toHaveText("The e-mail address or the password is wrong.");
    }
    await failSignIn(page, colleague.email, colleague.password);
    await expect(formAlert(page)).toHaveText("Too many sign-in attempts from your network. Try again in 15 minutes.");
    await page.context().close();
  });

  test("sign-up refuses a 21st account from one address within the hour", async ({ browser }) => {
    const page = await browserAt(browser, newAddress());
    for (let i = 0; i < 20; i++) {
      const person = newPerson("agent");
      await page.goto("/sign-up");
      await page.getByLabel("Your name").fill(person.name);
      await page.getByLabel("E-mail address").fill(person.email);
      await page.getByLabel("Password").fill(person.password);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
      await page.context().clearCookies();
    }
    const last = newPerson("agent");
    await page.goto("/sign-up");
    await page.getByLabel("Your name").fill(last.name);
    await page.getByLabel("E-mail address").fill(last.email);
    await page.getByLabel("Password").fill(last.password);
    await submit(page, "Create account");
    await expect(formAlert(page)).toHaveText(/^Too many sign-up attempts from your network\. Try again in (59|60) minutes\.$/);
    await expect(page).toHaveURL(/\/sign-up$/);
    await page.context().close();
  });

  test("forgot password refuses a fourth link for one address within 15 minutes, keeping what was typed", async ({ browser }) => {
    const person = newPerson("agent");
    // From a new network each time: the limit is the address's, wherever it is asked from.
    for (let i = 0; i < 3; i++) {
      const page = await browserAt(browser, newAddress());
      await page.goto("/forgot-password");
      await page.getByLabel("E-mail address").fill(person.email);
      await submit(page, "Send me a link");
      await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toContainText(`If an account uses ${person.email}`);
      await page.context().close();
    }
    const page = await browserAt(browser, newAddress());
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail address").fill(person.email);
    await submit(page, "Send me a link");
    await expect(formAlert(page)).toHaveText(
      new RegExp(`^A link for ${person.email.replace(/[.+]/g, "\\$&")} was asked for 3 times in the last 15 minutes: look for it in your inbox and spam folder\\. Try again in 1[45] minutes\\.$`),
    );
    await expect(page.getByLabel("E-mail address")).toHaveValue(person.email);
    await page.context().close();
  });

  test("the owner signs in from their own address after 12 wrong passwords from other addresses", async ({ browser, playwright }) => {
    const owner = newPerson("admin");
    const home = await browser.newPage();
    await signUp(home, owner);
    await expect(home).toHaveURL(/\/organisations\/new$/);
    await home.context().close();

    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { origin: E2E_BASE_URL } });
    // All at once, so that all fall within the minute whatever the machine's speed.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.post("/api/auth/sign-in/email", { data: { email: owner.email, password: `wrong-${i}` }, headers: { "x-forwarded-for": newAddress() } }),
      ),
    );
    expect(answers.filter((a) => a.status() === 401)).toHaveLength(11);
    const refused = answers.filter((a) => a.status() === 429);
    expect(refused).toHaveLength(1);
    expect((await refused[0]!.json()).message).toMatch(/^Too many sign-in attempts for this account from elsewhere\. Try again in (\d+ seconds?|1 minute)\.$/);
    await api.dispose();

    const back = await browserAt(browser, owner.address);
    await back.goto("/sign-in");
    await back.getByLabel("E-mail address").fill(owner.email);
    await back.getByLabel("Password").fill(owner.password);
    await back.getByRole("button", { name: "Sign in" }).click();
    await expect(back).toHaveURL(/\/(dashboard|organisations\/new)$/);
    await back.context().close();
  });
});
