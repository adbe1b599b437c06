import { test as base, expect, type BrowserContext } from "@playwright/test";
import { comeFrom, connectSandbox, createOrganization, newOrganizationName, newPerson, signUp, type Admin, type Person } from "./portal";

// Signed-in state reused across specs. Signing up through the page (the form, the
// confirmation e-mail, its link) is what onboarding and the sign-up specs test; every
// other spec only needs someone signed in. Each worker signs one person up once and
// keeps the browser's state; each test then opens a context with that state and creates
// an organization of its own, so that tests still never see each other's data. Tests
// that sign out, sign in again or change the password take a person of their own
// (`newAdmin`, `connectedAdmin`), since the shared session must stay valid.

type SignedIn = { person: Person; storageState: Awaited<ReturnType<BrowserContext["storageState"]>> };

export const test = base.extend<{ admin: Admin; sandboxAdmin: Admin }, { signedIn: SignedIn }>({
  signedIn: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const person = newPerson("admin");
      await signUp(page, person);
      await expect(page).toHaveURL(/\/organisations\/new$/);
      const storageState = await context.storageState();
      await context.close();
      await provide({ person, storageState });
    },
    { scope: "worker" },
  ],

  /** The worker's signed-in person, admin of an organization created for this test. */
  admin: async ({ browser, signedIn }, provide) => {
    const context = await browser.newContext({ storageState: signedIn.storageState });
    const page = await context.newPage();
    await comeFrom(page, signedIn.person.address);
    const organization = newOrganizationName();
    await page.goto("/organisations/new");
    await createOrganization(page, organization);
    await provide({ context, page, person: signedIn.person, organization });
    await context.close();
  },

  /** The same, with the organization connected to the built-in sandbox. */
  sandboxAdmin: async ({ admin }, provide) => {
    await connectSandbox(admin.page);
    await provide(admin);
  },
});

export { expect };
