import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { E2E_BASE_URL } from "../support/env";
import { captureAction, connectSandbox, invite, newAdmin, newPerson, replayAction, signUp } from "../support/portal";

test("an invited agent joins by link, does not see the admin pages and cannot run their actions", async ({ browser }) => {
  const admin = await newAdmin(browser);
  await connectSandbox(admin.page);

  // The admin creates the invitation; the link is all the agent gets.
  const agent = newPerson("agent");
  const link = await invite(admin.page, agent.email);
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/accept-invitation/[A-Za-z0-9_-]+$`));
  await expect(admin.page.getByRole("list", { name: "Pending invitations" })).toContainText(agent.email);

  // Capture the admin's own server actions, to send them again as the agent.
  const page = admin.page;
  const inviteAction = await captureAction(page, async () => {
    await page.getByLabel("E-mail address").fill(`probe-${agent.email}`);
    await page.getByRole("button", { name: "Send invitation" }).click();
  });
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  const revokeAction = await captureAction(page, () =>
    page.getByRole("button", { name: `Revoke the invitation for probe-${agent.email}` }).click(),
  );
  await expect(page.getByRole("list", { name: "Pending invitations" })).not.toContainText(`probe-${agent.email}`);
  await page.goto("/settings/connection");
  const testAction = await captureAction(page, () => page.getByRole("button", { name: "Test connection" }).click());
  const saveAction = await captureAction(page, async () => {
    await page.getByLabel("Replace the API key").fill("sd_test_agentWasHere0123456789abcdefghijkl");
    await page.getByRole("button", { name: "Save connection" }).click();
  });
  // A new key is tried before it replaces the working one: this made-up one is refused, and not saved.
  await expect(page.getByText(/refused the new key, so it was not saved/).first()).toBeVisible();
  await expect(page.getByTestId("key-hint")).not.toHaveText("sd_test_…ijkl");
  const provisionAction = await captureAction(page, () => page.getByRole("button", { name: "Get a new sandbox key" }).click());
  await expect(page.getByRole("status").filter({ hasText: "Connected to the built-in sandbox" })).toBeVisible();
  // The toast can come before the page shows the new key.
  await expect(page.getByTestId("key-hint")).not.toHaveText("sd_test_…ijkl");
  const keyHint = await page.getByTestId("key-hint").textContent();

  // The agent opens the link, creates an account with the invited address and joins.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.goto(link);
  await expect(agentPage.getByRole("heading", { name: `Join ${admin.organization}` })).toBeVisible();
  await agentPage.getByRole("link", { name: "Create an account" }).click();
  await expect(agentPage.getByLabel("E-mail address")).toHaveValue(agent.email);
  await signUp(agentPage, agent, agentPage.url().replace(E2E_BASE_URL, ""));
  await expect(agentPage).toHaveURL(/\/dashboard$/);
  await expect(agentPage.getByText("you are an agent")).toBeVisible();

  // No admin navigation, no key; the admin pages answer 403 with their own page.
  await expect(agentPage.getByRole("link", { name: "Connection" })).toHaveCount(0);
  await expect(agentPage.getByRole("link", { name: "Members" })).toHaveCount(0);
  await expect(agentPage.getByRole("link", { name: "Agency", exact: true })).toHaveCount(0);
  await expect(agentPage.getByTestId("key-hint")).toHaveCount(0);
  for (const path of ["/settings/connection", "/settings/members", "/settings/agency"]) {
    const response = await agentPage.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(agentPage.getByRole("heading", { level: 1, name: "Only admins can open this page" })).toBeVisible();
    const violations = await axeViolations(agentPage);
    expect(violations, path).toEqual([]);
  }

  // The admin's server actions, sent with the agent's session, are refused inside the action.
  for (const [name, action] of Object.entries({ inviteAction, revokeAction, testAction, saveAction, provisionAction })) {
    const { status, text } = await replayAction(agentContext, action);
    expect(status, name).toBe(200);
    expect(text, name).toContain(`Only admins of ${admin.organization} can do this.`);
  }
  // …and nothing changed: no invitation, same key.
  await admin.page.goto("/settings/members");
  await expect(admin.page.getByRole("list", { name: "Members" })).toContainText(agent.email);
  await expect(admin.page.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
  await admin.page.goto("/settings/connection");
  await expect(admin.page.getByTestId("key-hint")).toHaveText(keyHint!);

  // better-auth's own endpoint applies the same roles.
  const direct = await agentContext.request.post("/api/auth/organization/invite-member", {
    headers: { origin: E2E_BASE_URL },
    data: { email: `direct-${agent.email}`, role: "agent" },
  });
  expect(direct.status()).toBe(403);

  await agentContext.close();
  await admin.context.close();
});

test("an admin makes an agent an admin, effective on their next request", async ({ browser }) => {
  const admin = await newAdmin(browser);
  const agent = newPerson("agent");
  const link = await invite(admin.page, agent.email);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signUp(agentPage, agent, `/sign-up?invitation=${link.split("/").pop()}`);
  await expect(agentPage).toHaveURL(/\/dashboard$/);

  await admin.page.goto("/settings/members");
  const row = admin.page.getByRole("listitem").filter({ hasText: agent.email });
  await row.getByRole("button", { name: "Make admin" }).click();
  await expect(admin.page.getByRole("status").filter({ hasText: `${agent.name} is now an admin.` })).toBeVisible();

  // The change applies at once to the other person's next request.
  await agentPage.goto("/settings/members");
  await expect(agentPage.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await agentContext.close();
  await admin.context.close();
});
