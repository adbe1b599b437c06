import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { createSpecialist, openInBackOffice, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, sendEnquiry } from "../support/enquiries";
import { shownAt } from "../support/timing";

// The agent's side of an enquiry's conversation with its provider: a question with a file
// asked on the enquiry page (the draft kept across a reload), the specialist's answer in the
// back office shown on the open page at once, the file downloaded through the portal, and
// the unread count on the list cleared once the enquiry is opened.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("an agent asks the provider, sees the answer within a second, downloads the file, and the list's unread count clears once read", async ({ browser, sandboxAdmin: admin }) => {
  const { page } = admin;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "Piazza Navona, 00186 Rome, Italy", checkIn: "2027-05-02", checkOut: "2027-05-06" });
  const reference = await sendEnquiry(page);

  const card = page.getByRole("region", { name: /Messages with/ });
  await expect(card.getByText(/No messages yet/)).toBeVisible();
  const message = card.getByLabel("Message", { exact: true });

  // A refusal is said beside the field, and the draft survives a reload.
  await card.getByRole("button", { name: "Send" }).click();
  await expect(card.getByText("Write the message: it is empty.")).toBeVisible();
  await message.fill("Is there a lift?\nSee https://example.com/lift for the building.");
  await page.reload();
  await expect(message).toHaveValue("Is there a lift?\nSee https://example.com/lift for the building.");

  await card.getByLabel("Files").setInputFiles({ name: "floor-plan.png", mimeType: "image/png", buffer: PNG });
  await card.getByRole("button", { name: "Send" }).click();
  await expect(card.getByRole("status")).toHaveText(/^Sent to /);
  await expect(message).toHaveValue("");
  const question = card.getByTestId("message");
  await expect(question).toHaveCount(1);
  await expect(question).toContainText(admin.person.name);
  await expect(question.getByRole("link", { name: "https://example.com/lift" })).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(card.getByTestId("waiting-since")).toHaveText(/^Waiting for .+ since /);

  // The attachment downloads through the portal, as a file.
  const download = page.waitForEvent("download");
  await question.getByRole("link", { name: /floor-plan\.png/ }).click();
  expect((await download).suggestedFilename()).toBe("floor-plan.png");

  // The specialist answers in the back office; the open page shows it within a second.
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  const specialist = await signInSpecialist(browser, createSpecialist());
  await openInBackOffice(specialist.page, reference);
  const answer = specialist.page.getByRole("form", { name: "Answer the agency" });
  await answer.getByLabel("Message", { exact: true }).fill("Yes, there is a lift.");
  const appeared = shownAt(page, '[data-testid="message-text"]', "Yes, there is a lift.");
  const sentAt = await specialist.page.evaluate(() => Date.now());
  await answer.getByRole("button", { name: "Send" }).click();
  expect((await appeared) - sentAt).toBeLessThan(1000);
  await expect(card.getByTestId("waiting-since")).toHaveCount(0);
  await expect(page.getByText(/ wrote: Yes, there is a lift\./)).toBeVisible();

  if (SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator("section", { has: page.getByRole("heading", { name: "Messages", exact: true }) }).screenshot({ path: `${SHOTS}/messages-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  expect(await axeViolations(page)).toEqual([]);

  // An answer that comes while the agent is elsewhere is unread on the list and the
  // dashboard until the enquiry is opened again (one shown on the open page is read).
  await page.goto("/enquiries");
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).not.toContainText("new message");
  await answer.getByLabel("Message", { exact: true }).fill("Parking is free, too.");
  await answer.getByRole("button", { name: "Send" }).click();
  await expect(row).toContainText("1 new message");
  await page.goto("/dashboard");
  await expect(page.getByTestId("unread-enquiry").filter({ hasText: reference }).getByTestId("attention-messages")).toHaveText("1 new message");
  await page.goto("/enquiries");
  await row.getByRole("link", { name: reference }).click();
  await expect(card.getByTestId("message")).toHaveCount(3);
  await page.goto("/enquiries");
  await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reference })).not.toContainText("new message");

  await specialist.context.close();
});
