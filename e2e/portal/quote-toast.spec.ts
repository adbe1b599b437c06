import { expect, test } from "../support/fixtures";
import { fillEnquiry, sendEnquiry } from "../support/enquiries";
import { apiKeyOf, joinAsAgent, serviceApi } from "../support/webhooks";

test("a quote for an enquiry of one's own is toasted wherever one is in the portal, and only to its author", async ({ browser, sandboxAdmin: admin }) => {
  await admin.page.goto("/enquiries/new");
  await fillEnquiry(admin.page, { address: "Piazza Navona, 00186 Rome, Italy", checkIn: "2027-05-02", checkOut: "2027-05-06" });
  const reference = await sendEnquiry(admin.page);

  // The author is on another page; a colleague watches the list.
  const agent = await joinAsAgent(browser, admin);
  await agent.page.goto("/enquiries");
  await expect(agent.page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  await admin.page.goto("/dashboard");
  await expect(admin.page.getByTestId("live-status")).toHaveAttribute("data-status", "live");

  const api = serviceApi(admin.context.request, apiKeyOf(admin.organization));
  expect((await api.post(`/sandbox/enquiries/${reference}/change-state`, { enquiryState: "QUOTED" })).status).toBe(204);

  const toast = (page: typeof admin.page) => page.getByRole("status").filter({ hasText: `Enquiry ${reference}` });
  await expect(toast(admin.page)).toContainText(/Quote sent: \d+ options?\./);
  // Dismissed by its own button (another toast may stand beside it).
  await admin.page.getByRole("status").locator("div").filter({ hasText: `Enquiry ${reference}` }).getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast(admin.page)).toHaveCount(0);

  // The colleague's list follows the state, without a toast: the quote is not theirs.
  await expect(agent.page.getByRole("row").filter({ hasText: reference })).toContainText("Quoted");
  await expect(toast(agent.page)).toHaveCount(0);

  await agent.context.close();
  await admin.context.close();
});
