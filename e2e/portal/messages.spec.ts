import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { createSpecialist, newServiceKey, postEnquiry, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { linkIn, waitForMail } from "../support/mail";
import { newAdmin } from "../support/portal";
import { reportDelays, shownAt, watchSubmit } from "../support/timing";

// The conversation with the built-in provider, end to end: the agent asks on the enquiry
// page and the specialist's open back-office page shows it within a second; the specialist
// answers with a PDF and the agent's open page shows it within a second; the file downloads
// for those two and nobody else; the answer's e-mail arrives at the mail server and links to
// the conversation; the list counts the unread answer until the enquiry is opened. On the
// way: refusals beside the fields that keep the draft (across a reload too), text shown as
// text, one message for a double click, the "Waiting for a reply" view, and axe on both
// enquiry pages at 1280 and 390 px.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const STAY = { address: "221B Baker Street, London NW1 6XE, United Kingdom", checkIn: "2027-06-07", checkOut: "2027-06-14", adults: 2 };
// One line, so that its text is the element's whole text (shownAt compares it whole).
const QUESTION = "Is there a lift? Plan: https://example.com/lift <b>bold?</b> javascript:alert(1)";
const ANSWER = "Yes, there is. The floor plan is attached.";

/** Clicks a file's link and returns what the browser saved: its name and bytes. */
async function download(link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [done] = await Promise.all([link.page().waitForEvent("download"), link.click()]);
  return { name: done.suggestedFilename(), bytes: await readFile((await done.path())!) };
}

/** Axe on the page at 1280 and 390 px (screenshots too when asked for), back at 1280 after. */
async function axeAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${what}-${width}.png`, fullPage: true });
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an agent and the built-in provider's specialist talk on their open pages within a second each way; the PDF, the e-mail and the unread count follow", { tag: "@latency" }, async ({ browser, playwright, request, sandboxAdmin: agent }) => {
  test.setTimeout(150_000);
  const { page } = agent;
  const toSpecialist: number[] = [];
  const toAgent: number[] = [];

  // Another agency has waited longer for an answer on an enquiry of its own (through the API).
  const otherKey = newServiceKey();
  const earlier = await postEnquiry(request, otherKey, { ...STAY, leadGuest: { givenName: "Ada", familyName: "Earlier" } });
  const otherAsked = await request.post(`/external-api/v1/enquiries/${earlier}/messages`, { headers: { "x-api-key": otherKey }, data: { text: "Anyone there?", authorName: "Otto Other" } });
  expect(otherAsked.status()).toBe(201);

  const clientReference = uniqueReference("TALK");
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: STAY.address, checkIn: STAY.checkIn, checkOut: STAY.checkOut, clientReference });
  const reference = await sendEnquiry(page);

  // The specialist has the enquiry open, its live stream connected.
  const specialist = createSpecialist();
  const desk = await signInSpecialist(browser, specialist);
  const streaming = desk.page.waitForResponse((res) => res.url().includes("/specialist/version/stream"));
  await desk.page.goto(`/specialist/enquiries/${reference}`);
  await streaming;
  const conversation = desk.page.locator("#conversation");
  await expect(conversation).toContainText("No messages yet.");

  // The agent: an empty message is refused beside the field; the draft survives a reload.
  const card = page.getByRole("region", { name: "Messages with Built-in sandbox" });
  await expect(card.getByText(/No messages yet/)).toBeVisible();
  const message = card.getByLabel("Message", { exact: true });
  await card.getByRole("button", { name: "Send" }).click();
  await expect(card.getByText("Write the message: it is empty.")).toBeVisible();
  await message.fill(QUESTION);
  await page.reload();
  await expect(message).toHaveValue(QUESTION);
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");

  // The question reaches the specialist's open page within a second of Send.
  const reached = shownAt(desk.page, '#conversation [data-testid="message"] > p:nth-of-type(2)', QUESTION);
  const asked = await watchSubmit(page);
  await card.getByRole("button", { name: "Send" }).click();
  toSpecialist.push((await reached) - (await asked()));
  // Pushed, not polled (the back office's fallback asks every 3 s); the 1 s is held by the
  // median below, as one sample on a loaded machine can pass it.
  expect(toSpecialist[0], "the question on the specialist's open page (ms)").toBeLessThan(2000);
  await expect(card.getByRole("status")).toHaveText("Sent to Built-in sandbox.");
  await expect(message).toHaveValue("");
  await expect(card.getByTestId("waiting-since")).toHaveText(/^Waiting for Built-in sandbox since /);

  // Both sides show it as text, with the https address the one link, opened safely.
  const question = conversation.getByTestId("message").filter({ hasText: "Is there a lift?" });
  await expect(question).toContainText(`${agent.person.name} · Agent, ${agent.organization}`);
  await expect(conversation).toContainText("Waiting for a reply since");
  for (const shown of [question, card.getByTestId("message")]) {
    await expect(shown).toContainText("<b>bold?</b> javascript:alert(1)");
    const link = shown.getByRole("link", { name: "https://example.com/lift" });
    await expect(link).toHaveAttribute("href", "https://example.com/lift");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  }
  await expect(question.getByRole("link")).toHaveCount(1);

  // "Waiting for a reply" (a second tab of the back office) lists both, the longest wait first.
  const view = await desk.context.newPage();
  await view.goto("/specialist");
  await view.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Waiting for a reply" }).click();
  await expect(view.getByRole("heading", { level: 1, name: "Waiting for a reply" })).toBeVisible();
  const waiting = view.getByTestId("waiting-for-reply");
  await expect(waiting.getByRole("link", { name: reference })).toBeVisible();
  expect((await waiting.getByRole("link").allTextContents()).filter((t) => t === earlier || t === reference)).toEqual([earlier, reference]);
  await expect(waiting.getByRole("listitem").filter({ hasText: earlier })).toContainText(/waiting \d+ s/);
  expect(await axeViolations(view), "the Waiting for a reply view").toEqual([]);
  // Closed while the delays are measured: an open view re-reads itself on every change too.
  await view.goto("about:blank");

  // The specialist: refusals say what is wrong beside the field and keep the draft.
  const answer = desk.page.getByRole("form", { name: "Answer the agency" });
  await answer.getByRole("button", { name: "Send" }).click();
  await expect(answer.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("Write the message: it is empty.");
  await answer.getByLabel("Message", { exact: true }).fill(ANSWER);
  await answer.getByLabel("Attach files").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some words, not a PDF") });
  await answer.getByRole("button", { name: "Send" }).click();
  await expect(answer.getByLabel("Attach files")).toHaveAccessibleDescription(/notes\.pdf: Only PDF, PNG, JPEG and WebP files can be attached/);
  await expect(answer.getByLabel("Message", { exact: true })).toHaveValue(ANSWER);
  await expect(answer.getByTestId("chosen-files")).toContainText("notes.pdf");
  expect(await axeViolations(desk.page), "the refused composer").toEqual([]);

  // The answer with a PDF (a double click: one message) reaches the agent's open page within a second.
  await answer.getByRole("button", { name: "Remove notes.pdf" }).click();
  await answer.getByLabel("Attach files").setInputFiles({ name: "floor-plan.pdf", mimeType: "application/pdf", buffer: PDF });
  const arrived = shownAt(page, '[data-testid="message-text"]', ANSWER);
  const answeredAt = await watchSubmit(desk.page);
  await answer.getByRole("button", { name: "Send" }).dblclick();
  toAgent.push((await arrived) - (await answeredAt()));
  expect(toAgent[0], "the answer on the agent's open page (ms)").toBeLessThan(1000);
  const answered = conversation.getByTestId("message").filter({ hasText: ANSWER });
  await expect(answered).toHaveCount(1);
  await expect(answered).toContainText(`${specialist.name} · You`);
  await expect(answer.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect(conversation).toContainText(/Answered in \d+ s/);
  await expect(card.getByTestId("message")).toHaveCount(2);
  await expect(card.getByTestId("waiting-since")).toHaveCount(0);
  await expect(page.getByText(new RegExp(` wrote: ${ANSWER.replace(/\./g, "\\.")}`))).toBeVisible();
  // Answered, it leaves the "Waiting for a reply" view; the other agency still waits.
  await view.goto("/specialist/waiting-for-reply");
  await expect(waiting.getByRole("link", { name: earlier })).toBeVisible();
  await expect(waiting.getByRole("link", { name: reference })).toHaveCount(0);
  if (SHOTS) await view.screenshot({ path: `${SHOTS}/backoffice-waiting-1280.png`, fullPage: true });
  await view.close();

  // The agent asks once more, with a picture (measured and reported, the upload included).
  const followUp = "And is parking free? The entrance we mean is in the picture.";
  await message.fill(followUp);
  await card.getByLabel("Files", { exact: true }).setInputFiles({ name: "entrance.png", mimeType: "image/png", buffer: PNG });
  const reachedAgain = shownAt(desk.page, '#conversation [data-testid="message"] > p:nth-of-type(2)', followUp);
  const askedAgain = await watchSubmit(page);
  await card.getByRole("button", { name: "Send" }).click();
  toSpecialist.push((await reachedAgain) - (await askedAgain()));
  await expect(conversation.getByTestId("message").filter({ hasText: followUp }).getByRole("link", { name: "entrance.png" })).toBeVisible();
  // The agent's picture downloads for the agent, through the portal.
  expect(await download(card.getByRole("link", { name: /entrance\.png/ }))).toEqual({ name: "entrance.png", bytes: PNG });
  expect(reportDelays(test.info(), "built-in: agent's Send to the specialist's open page", toSpecialist), "the questions on the specialist's open page, median (ms)").toBeLessThan(1000);
  expect(toSpecialist.every((ms) => ms < 2000)).toBe(true);
  reportDelays(test.info(), "built-in: specialist's Send to the agent's open page", toAgent);

  await axeAtBothWidths(page, "portal-conversation");
  await axeAtBothWidths(desk.page, "backoffice-conversation");

  // The PDF downloads for the agent (through the portal) and for the specialist, as sent.
  const agentFile = card.getByTestId("message").filter({ hasText: ANSWER }).getByRole("link", { name: /floor-plan\.pdf/ });
  const portalHref = (await agentFile.getAttribute("href"))!;
  expect(await download(agentFile)).toEqual({ name: "floor-plan.pdf", bytes: PDF });
  const deskFile = answered.getByRole("link", { name: "floor-plan.pdf" });
  const deskHref = (await deskFile.getAttribute("href"))!;
  expect(await download(deskFile)).toEqual({ name: "floor-plan.pdf", bytes: PDF });

  // Nobody else: a signed-out browser, a member of another organisation, the agent in the
  // back office, the specialist in the portal.
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const outsider = await newAdmin(browser);
  const refusals = [
    { who: "signed out, portal", res: await stranger.get(portalHref), status: 404 },
    { who: "signed out, back office", res: await stranger.get(deskHref), status: 401 },
    { who: "another organisation", res: await outsider.context.request.get(portalHref), status: 404 },
    { who: "the agent in the back office", res: await agent.context.request.get(deskHref), status: 401 },
    { who: "the specialist in the portal", res: await desk.context.request.get(portalHref), status: 404 },
  ];
  for (const { who, res, status } of refusals) {
    expect(res.status(), who).toBe(status);
    expect((await res.body()).includes(PDF), who).toBe(false);
  }
  await stranger.dispose();
  await outsider.context.close();

  // The answer's e-mail reaches the mail server: who wrote, the text quoted, the file
  // mentioned, and a link to the conversation.
  const mail = await waitForMail(agent.person.email, `Built-in sandbox wrote about ${clientReference}`);
  expect(mail.text).toContain(`“${ANSWER}”`);
  expect(mail.text).toContain("A file is attached");
  const link = linkIn(mail, `/enquiries/${reference}`);
  expect(new URL(link).hash).toBe("#messages");

  // An answer that comes while the agent is elsewhere is unread on the list and the
  // dashboard until the enquiry is opened (from the e-mail's link, here).
  await page.goto("/enquiries");
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("new message");
  await answer.getByLabel("Message", { exact: true }).fill("Parking is free, too.");
  await answer.getByRole("button", { name: "Send" }).click();
  await expect(row).toContainText("1 new message");
  await page.goto("/dashboard");
  await expect(page.getByTestId("unread-enquiry").filter({ hasText: reference }).getByTestId("attention-messages")).toHaveText("1 new message");
  // The link's fragment names the Messages card.
  await page.goto(link);
  await expect(page.locator("#messages").getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
  await expect(page.locator("#messages").getByTestId("message")).toHaveCount(4);
  await page.goto("/enquiries");
  await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reference })).not.toContainText("new message");

  // Signed out of the back office, the specialist cannot fetch the file any more.
  await desk.page.getByRole("button", { name: "Sign out" }).click();
  await expect(desk.page).toHaveURL(/\/specialist\/sign-in/);
  expect((await desk.context.request.get(deskHref)).status()).toBe(401);
  await desk.context.close();
});
