import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { createSpecialist, newServiceKey, postEnquiry, signInSpecialist } from "../support/backoffice";

// The specialist's side of an enquiry's conversation: an agent's question (posted through
// the API with the agency's key) appears on the open page within a second, the specialist
// answers with a PDF, the file downloads for them and for nobody signed out, refusals keep
// the draft, and the "Waiting for a reply" view lists who waits.

const STAY = { address: "221B Baker Street, London NW1 6XE, United Kingdom", checkIn: "2027-06-07", checkOut: "2027-06-14", adults: 2 };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? "test-results";

async function openWithStream(page: Page, ref: string) {
  const streaming = page.waitForResponse((res) => res.url().includes("/specialist/version/stream"));
  await page.goto(`/specialist/enquiries/${ref}`);
  await expect(page.getByRole("heading", { name: "Conversation" })).toBeVisible();
  await streaming;
}

test("an agent's message reaches the open page within a second; the specialist answers with a PDF that only a signed-in specialist can download", async ({ browser, request, playwright }) => {
  test.setTimeout(120_000);
  const key = newServiceKey();
  const ref = await postEnquiry(request, key, { ...STAY, leadGuest: { givenName: "Ada", familyName: `Talk${Date.now()}` } });
  const specialist = createSpecialist();
  const { page, context } = await signInSpecialist(browser, specialist);
  await openWithStream(page, ref);
  const card = page.locator("#conversation");
  await expect(card).toContainText("No messages yet.");

  // The agent asks, through the API; the open page shows it within a second, without a reload.
  const asked = await request.post(`/external-api/v1/enquiries/${ref}/messages`, {
    headers: { "x-api-key": key, "idempotency-key": `ask-${ref}` },
    data: { text: "Is there a lift? Plan: https://example.com/plan <b>bold?</b> javascript:alert(1)", authorName: "Ana Agent" },
  });
  expect(asked.status()).toBe(201);
  const started = Date.now();
  const question = card.getByTestId("message").filter({ hasText: "Is there a lift?" });
  await expect(question).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - started).toBeLessThan(1_000);
  await expect(question).toContainText("Ana Agent");
  await expect(question).toContainText("Agent, backoffice-");
  // Shown as text; only the https address is a link, opened safely.
  await expect(question).toContainText("<b>bold?</b> javascript:alert(1)");
  const link = question.getByRole("link", { name: "https://example.com/plan" });
  await expect(link).toHaveAttribute("href", "https://example.com/plan");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(question.getByRole("link")).toHaveCount(1);
  await expect(card).toContainText("Waiting for a reply since");

  // Refusals say what is wrong beside the field and keep the draft.
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByLabel("Message")).toHaveAccessibleDescription("Write the message: it is empty.");
  await page.getByLabel("Message").fill("Yes, there is. The floor plan is attached.");
  await page.getByLabel("Attach files").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some words, not a PDF") });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByLabel("Attach files")).toHaveAccessibleDescription(/notes\.pdf: Only PDF, PNG, JPEG and WebP files can be attached/);
  await expect(page.getByLabel("Message")).toHaveValue("Yes, there is. The floor plan is attached.");
  await expect(page.getByTestId("chosen-files")).toContainText("notes.pdf");
  expect(await axeViolations(page), "the refused composer").toEqual([]);

  // The specialist answers with a PDF; a double click sends one message.
  await page.getByRole("button", { name: "Remove notes.pdf" }).click();
  await page.getByLabel("Attach files").setInputFiles({ name: "floor-plan.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Send" }).dblclick();
  const answer = card.getByTestId("message").filter({ hasText: "The floor plan is attached." });
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText(`${specialist.name} · You`);
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(card).toContainText(/Answered in \d+ s/);
  const listed = await request.get(`/external-api/v1/enquiries/${ref}/messages`, { headers: { "x-api-key": key } });
  const messages = (await listed.json()).data as { text: string; author: { side: string } }[];
  expect(messages.filter((m) => m.author.side === "PROVIDER")).toHaveLength(1);

  // The file downloads for the specialist, as the bytes sent.
  const fileLink = answer.getByRole("link", { name: "floor-plan.pdf" });
  const href = (await fileLink.getAttribute("href"))!;
  const downloading = page.waitForEvent("download");
  await fileLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("floor-plan.pdf");
  const { readFile } = await import("node:fs/promises");
  expect(await readFile((await download.path())!)).toEqual(PDF);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/backoffice-conversation-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/backoffice-conversation-390.png`, fullPage: true });
  expect(await axeViolations(page), "the conversation on a phone").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Nobody signed out gets the file: a fresh browser, and the specialist after signing out.
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const refused = await stranger.get(href);
  expect(refused.status()).toBe(401);
  expect((await refused.body()).includes(PDF)).toBe(false);
  await stranger.dispose();
  const signedIn = await context.request.get(href);
  expect(signedIn.status()).toBe(200);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/specialist\/sign-in/);
  expect((await context.request.get(href)).status()).toBe(401);
  await context.close();
});

test("the Waiting for a reply view lists the enquiries whose agent wrote last, longest wait first", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const key = newServiceKey();
  const first = await postEnquiry(request, key, { ...STAY, leadGuest: { givenName: "Ada", familyName: "First" } });
  const second = await postEnquiry(request, key, { ...STAY, leadGuest: { givenName: "Ada", familyName: "Second" } });
  for (const ref of [first, second]) {
    const res = await request.post(`/external-api/v1/enquiries/${ref}/messages`, { headers: { "x-api-key": key }, data: { text: `Question on ${ref}`, authorName: "Ana Agent" } });
    expect(res.status()).toBe(201);
  }
  const { page, context } = await signInSpecialist(browser, createSpecialist());
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Waiting for a reply" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Waiting for a reply" })).toBeVisible();
  const list = page.getByTestId("waiting-for-reply");
  const refs = (await list.getByRole("link").allTextContents()).filter((t) => t === first || t === second);
  expect(refs).toEqual([first, second]);
  await expect(list.getByRole("listitem").filter({ hasText: first })).toContainText(/waiting \d+ s/);
  expect(await axeViolations(page), "the view").toEqual([]);
  await page.screenshot({ path: `${SHOTS}/backoffice-waiting-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/backoffice-waiting-390.png`, fullPage: true });

  // Answered, the first leaves the view.
  await page.getByRole("link", { name: first }).click();
  await page.getByLabel("Message").fill("Here is the answer.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.locator("#conversation").getByTestId("message").filter({ hasText: "Here is the answer." })).toBeVisible();
  await page.goto("/specialist/waiting-for-reply");
  await expect(list.getByRole("link", { name: second })).toBeVisible();
  await expect(list.getByRole("link", { name: first })).toHaveCount(0);
  await context.close();
});
