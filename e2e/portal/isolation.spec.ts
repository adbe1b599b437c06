import { expect, test, type Browser } from "@playwright/test";
import { memberId, pendingInvitationId } from "../support/db";
import { captureAction, connectSandbox, invite, newAdmin, newPerson, replayAction, signUp, type Admin, type CapturedAction } from "../support/portal";

/** An organisation with its admin, a member agent and a pending invitation. */
async function populatedOrganization(browser: Browser) {
  const admin = await newAdmin(browser);
  await connectSandbox(admin.page);
  const keyHint = (await admin.page.getByTestId("key-hint").textContent())!;
  const agent = newPerson("agent");
  const link = await invite(admin.page, agent.email);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signing up from the invitation joins the organisation at once.
  await signUp(page, agent, `/sign-up?invitation=${link.split("/").pop()}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
  const pendingEmail = newPerson("pending").email;
  await invite(admin.page, pendingEmail);
  return { admin, agent, pendingEmail, keyHint };
}

/** The same request with another record's id: what a curious admin would craft. */
function withId(action: CapturedAction, from: string, to: string): CapturedAction {
  const body = action.body.toString("utf8");
  expect(body).toContain(from);
  return { ...action, body: Buffer.from(body.replaceAll(from, to), "utf8") };
}

async function membersOf(admin: Admin) {
  await admin.page.goto("/settings/members");
  return admin.page.getByRole("list", { name: "Members" });
}

test("a second organisation never sees the first one's data, through pages or server actions", async ({ browser }) => {
  // Two organisations with an agent each: many steps.
  test.setTimeout(180_000);
  const a = await populatedOrganization(browser);
  const b = await populatedOrganization(browser);

  // Pages: nothing of A anywhere in B's portal.
  const ofA = [a.admin.organization, a.admin.person.email, a.agent.email, a.pendingEmail, a.keyHint];
  for (const path of ["/dashboard", "/settings/connection", "/settings/members"]) {
    await b.admin.page.goto(path);
    const html = await b.admin.page.content();
    for (const value of ofA) expect(html, `${path} shows ${value}`).not.toContain(value);
  }

  // B's own actions on its own records, captured as they run…
  const page = b.admin.page;
  const bInvitation = pendingInvitationId(b.pendingEmail);
  const bAgent = memberId(b.agent.email, b.admin.organization);
  await page.goto("/settings/members");
  const revoke = await captureAction(page, () => page.getByRole("button", { name: `Revoke the invitation for ${b.pendingEmail}` }).click());
  await expect(page.getByRole("status").filter({ hasText: "was revoked" })).toBeVisible();
  const agentRow = page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: b.agent.email });
  const promote = await captureAction(page, () => agentRow.getByRole("button", { name: "Make admin" }).click());
  await expect(page.getByRole("status").filter({ hasText: "is now an admin" })).toBeVisible();
  const remove = await captureAction(page, async () => {
    await agentRow.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("dialog").getByRole("button", { name: /^Remove / }).click();
  });
  await expect(page.getByRole("status").filter({ hasText: "was removed" })).toBeVisible();

  // …sent again by B with A's ids: not found, and A is unchanged.
  const aInvitation = pendingInvitationId(a.pendingEmail);
  const aAgent = memberId(a.agent.email, a.admin.organization);
  expect((await replayAction(b.admin.context, withId(revoke, bInvitation, aInvitation))).text).toContain(
    "That invitation does not exist or was already answered.",
  );
  expect((await replayAction(b.admin.context, withId(promote, bAgent, aAgent))).text).toContain("That member does not exist.");
  expect((await replayAction(b.admin.context, withId(remove, bAgent, aAgent))).text).toContain("That member does not exist.");

  const members = await membersOf(a.admin);
  await expect(members.getByRole("listitem").filter({ hasText: a.agent.email })).toContainText("Agent");
  await expect(a.admin.page.getByRole("list", { name: "Pending invitations" })).toContainText(a.pendingEmail);

  // Switching to an organisation one does not belong to: A's admin, with a second
  // organisation, switches back to A; B sends the same request.
  const aPage = a.admin.page;
  await aPage.goto("/organisations/new");
  await expect(aPage.getByRole("heading", { level: 1, name: "Create another organisation" })).toBeVisible();
  await expect(aPage.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
  await aPage.getByLabel("Organisation name").fill(`${a.admin.organization} bis`);
  await aPage.getByRole("button", { name: "Create organisation" }).click();
  await expect(aPage.getByText(`${a.admin.organization} bis · you are an admin.`)).toBeVisible();
  const switchToA = await captureAction(aPage, async () => {
    await aPage.getByLabel("Organisation").selectOption({ label: a.admin.organization });
  });
  await expect(aPage.getByText(`${a.admin.organization} · you are an admin.`)).toBeVisible();
  expect((await replayAction(b.admin.context, switchToA)).text).toContain("You are not a member of that organisation.");
  await page.goto("/dashboard");
  await expect(page.getByText(`${b.admin.organization} · you are an admin.`)).toBeVisible();

  await a.admin.context.close();
  await b.admin.context.close();
});
