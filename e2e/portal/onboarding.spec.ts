import { expect, test } from "@playwright/test";
import { connectSandbox, createOrganization, invite, newAdmin, newOrganizationName, newPerson, signIn, signUp } from "../support/portal";

test("sign up, create an organisation, connect the built-in sandbox in one click and test the connection", async ({ page }) => {
  const admin = newPerson("admin");
  await signUp(page, admin);
  await expect(page).toHaveURL(/\/organisations\/new$/);
  await expect(page.getByRole("heading", { name: "Create your organisation" })).toBeVisible();

  const organization = newOrganizationName();
  await createOrganization(page, organization);
  await expect(page.getByRole("heading", { name: `Hello, ${admin.name.split(" ")[0]}` })).toBeVisible();
  // Not connected yet: the dashboard says what to do next.
  await expect(page.getByRole("heading", { name: "Not connected yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Use the built-in sandbox" })).toBeVisible();

  await connectSandbox(page);
  await expect(page.getByText("Not tested since the last change.")).toBeVisible();

  await page.getByRole("button", { name: "Test connection" }).click();
  // Its one webhook is the portal's own receiver: connecting turned live updates on.
  await expect(page.getByTestId("connection-test-result")).toContainText("The account has 1 webhook.");
  // Its health and its last test.
  await expect(page.getByText("Working", { exact: true })).toHaveCount(2);

  // The dashboard shows the tested connection; the checklist has one step left.
  await page.goto("/dashboard");
  await expect(page.getByText("Working", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Step 3: Invite your agents/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Only you so far" })).toBeVisible();

  // An invitation sent is the last step: the checklist is gone, the invitation counted.
  await invite(page, `agent-${Date.now()}@example.test`);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Getting started" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Only you so far" })).toHaveCount(0);
  await expect(page.getByText("Invitations pending", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("1");
});

test("sign out and sign in again; a wrong password is refused on the form", async ({ browser }) => {
  const { page, person } = await newAdmin(browser);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, { ...person, password: "not-the-password" });
  await expect(page.getByRole("alert").filter({ hasText: "password" })).toHaveText("The e-mail address or the password is wrong.");
  await signIn(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("sign-up errors land on their fields", async ({ page }) => {
  await page.goto("/sign-up");
  await page.getByLabel("Your name").fill("Someone");
  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  const email = page.getByLabel("E-mail address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("“not-an-address” is not an e-mail address.")).toBeVisible();
  const describedBy = await page.getByLabel("Password").getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy!.split(" ")[0]}"]`)).toHaveText("At least 8 characters.");
});

test("a connection with a wrong key is tried on save, and reports the service's 401 when tested", async ({ browser }) => {
  const { page } = await newAdmin(browser);
  await page.goto("/settings/connections");
  await page.getByLabel("API key").fill("sd_test_thisKeyDoesNotExist0123456789abcdef");
  await page.getByRole("button", { name: "Add provider" }).click();
  // Said once, on the form: added, and that the key does not work.
  await expect(page.getByText("Built-in sandbox added (key sd_test_…cdef), but it does not work yet. The service does not accept this API key (401 Unauthorized).")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveCount(0);
  await expect(page.getByTestId("key-hint")).toHaveText("sd_test_…cdef");
  await expect(page.getByText("Failing", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Built-in sandbox" }).click();
  await expect(page.getByText("Failed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByTestId("connection-test-result")).toContainText("does not accept this API key");
  await expect(page.getByText("Failed", { exact: true })).toBeVisible();
});
