import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "../support/fixtures";
import { captureAction, newAdmin, replayAction } from "../support/portal";
import { apiKeyOf, connectionIdOf, hmac, joinAsAgent, RECEIVER_PREFIX, serviceApi, storedEventCount } from "../support/webhooks";

// Public IP literals: accepted as webhook targets in the sandbox whatever its rules on
// private addresses, and never answered here (the machine is offline).
const target = (name: string) => `https://93.184.215.14/${name}-${randomBytes(3).toString("hex")}`;

function enquiryBody() {
  const id = randomBytes(4).toString("hex");
  return {
    checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-06" },
    clientReference: `EXT-${id}`,
    externalId: `elsewhere-${id}`,
    enquiryLocation: { addressFormatted: "10 Downing Street, London SW1A 2AA, United Kingdom" },
    guestNumbers: { adults: 2 },
    leadGuest: { givenName: "Grace", familyName: "Hopper" },
    clientBooker: { contactNumber: null, email: "booker@elsewhere.example", familyName: "Booker", givenName: "Bo" },
  };
}

test("an admin creates, edits and deletes a webhook, and the provider lists exactly that; the limit and duplicates are errors on the form", async ({ request, sandboxAdmin: admin }) => {
  const page = admin.page;
  const api = serviceApi(request, apiKeyOf(admin.organization));

  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/settings\/connections\/[^/]+\/webhooks$/);
  // Connecting to the sandbox turned live updates on by itself.
  await expect(page.getByRole("switch", { name: "Live updates for this portal" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("webhook-count")).toHaveText("1 of 5");

  const url = target("crm");
  await page.getByRole("button", { name: "Add webhook" }).click();
  let dialog = page.getByRole("dialog", { name: "Add a webhook" });
  await dialog.getByLabel("URL").fill(url);
  await dialog.getByRole("group", { name: "Quote events" }).getByLabel("QUOTE.CREATED").check();
  await dialog.getByLabel("Description").fill("Our CRM");
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("webhook-count")).toHaveText("2 of 5");
  let listed = (await api.get("/webhooks")).json.data as { id: string; url: string; events: string[]; description: string | null }[];
  const created = listed.find((w) => w.url === url);
  expect(created).toMatchObject({ url, events: ["QUOTE.CREATED"], description: "Our CRM" });

  // Edit: every event (none ticked), another description.
  await page.getByRole("button", { name: `Edit the webhook ${url}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit webhook" });
  await expect(dialog.getByLabel("URL")).toHaveValue(url);
  await dialog.getByLabel("QUOTE.CREATED").uncheck();
  await dialog.getByLabel("ENQUIRY.CLOSED").check();
  await dialog.getByLabel("BOOKING.CANCELLED").check();
  await dialog.getByLabel("Description").fill("Our CRM, closures");
  await dialog.getByRole("button", { name: "Save webhook" }).click();
  await expect(dialog).toBeHidden();
  listed = (await api.get("/webhooks")).json.data;
  expect(listed.find((w) => w.id === created!.id)).toMatchObject({ url, events: ["ENQUIRY.CLOSED", "BOOKING.CANCELLED"], description: "Our CRM, closures" });

  // The same URL again: an error on the URL field, nothing added.
  await page.getByRole("button", { name: "Add webhook" }).click();
  dialog = page.getByRole("dialog", { name: "Add a webhook" });
  await dialog.getByLabel("URL").fill(url);
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog.getByLabel("URL")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("This URL is already registered");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await api.get("/webhooks")).json.data).toHaveLength(2);

  // Fill up to the limit through the API, then the sixth through the page.
  for (const name of ["a", "b", "c"]) expect((await api.post("/webhooks", { url: target(name) })).status).toBe(201);
  await page.reload();
  await expect(page.getByTestId("webhook-count")).toHaveText("5 of 5");
  await page.getByRole("button", { name: "Add webhook" }).click();
  dialog = page.getByRole("dialog", { name: "Add a webhook" });
  await dialog.getByLabel("URL").fill(target("sixth"));
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog.getByRole("alert")).toContainText("at most 5 webhooks");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await api.get("/webhooks")).json.data).toHaveLength(5);

  // Delete, confirmed in a dialog.
  await page.getByRole("button", { name: `Delete the webhook ${url}` }).click();
  await page.getByRole("dialog", { name: "Delete this webhook?" }).getByRole("button", { name: "Delete webhook" }).click();
  await expect(page.getByTestId("webhook-url").filter({ hasText: url })).toHaveCount(0);
  listed = (await api.get("/webhooks")).json.data;
  expect(listed.map((w) => w.url)).not.toContain(url);
  expect(listed).toHaveLength(4);
  await admin.context.close();
});

test("live updates register the receiver; a test event arrives and is recorded; an enquiry made elsewhere appears in the list", async ({ request, sandboxAdmin: admin }) => {
  const page = admin.page;
  const api = serviceApi(request, apiKeyOf(admin.organization));
  const receiver = `${RECEIVER_PREFIX}${connectionIdOf(admin.organization)}`;
  const receivers = async () => ((await api.get("/webhooks")).json.data as { url: string }[]).filter((w) => w.url === receiver);
  expect(await receivers()).toHaveLength(1);

  await page.goto("/settings/webhooks");
  const toggle = page.getByRole("switch", { name: "Live updates for this portal" });
  await toggle.click();
  await page.getByRole("dialog", { name: "Turn live updates off?" }).getByRole("button", { name: "Turn live updates off" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  expect(await receivers()).toHaveLength(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  expect(await receivers()).toHaveLength(1);

  // Another system creates an enquiry with the same key: its first event brings it into the list.
  const body = enquiryBody();
  const created = await api.post("/enquiries", body);
  expect(created.status).toBe(201);
  const reference: string = created.json.data.serviceReference;
  await expect.poll(() => storedEventCount(admin.organization, "ENQUIRY.CREATED")).toBe(1);
  await expect(async () => {
    await page.goto("/enquiries");
    await expect(page.getByRole("link", { name: reference })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText("Another system").first()).toBeVisible();

  // A test event from the sandbox arrives and is recorded.
  await page.goto("/settings/webhooks");
  await page.getByLabel("Enquiry").selectOption(reference);
  await page.getByLabel("Event").selectOption("ENQUIRY.REOPENED");
  await page.getByRole("button", { name: "Send a test event" }).click();
  await expect(page.getByRole("status").filter({ hasText: `ENQUIRY.REOPENED sent for ${reference}` })).toBeVisible();
  await expect.poll(() => storedEventCount(admin.organization, "ENQUIRY.REOPENED")).toBe(1);
  await page.reload();
  await expect(page.getByTestId("live-updates")).toContainText("last event");

  // A quote event for an enquiry without a quote: the sandbox's reason, on the form.
  await page.getByLabel("Enquiry").selectOption(reference);
  await page.getByLabel("Event").selectOption("QUOTE.CREATED");
  await page.getByRole("button", { name: "Send a test event" }).click();
  await expect(page.getByLabel("Event")).toHaveAttribute("aria-invalid", "true");

  // The delivery log of the receiver shows both deliveries, succeeded.
  await page.getByRole("listitem").filter({ hasText: receiver }).getByRole("link", { name: "Delivery log" }).click();
  await expect(page.getByTestId("delivery-row").filter({ hasText: "ENQUIRY.REOPENED" })).toContainText("succeeded");
  await expect(page.getByTestId("delivery-row").filter({ hasText: "ENQUIRY.CREATED" })).toContainText("202");
  await page.getByRole("link", { name: "Failures only" }).click();
  await expect(page.getByText("No failed deliveries.")).toBeVisible();
  await admin.context.close();
});

test("the receiver refuses forged and missing signatures, and a replay adds nothing", async ({ request, sandboxAdmin: admin }) => {
  const key = apiKeyOf(admin.organization);
  const api = serviceApi(request, key);
  const receiver = `/api/webhooks/${connectionIdOf(admin.organization)}`;
  const verificationKey: string = (await api.get("/webhook-verification-key")).json.data.key;
  const body = JSON.stringify({
    eventType: "ENQUIRY.CREATED",
    eventId: randomUUID(),
    createdAt: "2026-11-23T10:00:00Z",
    data: { serviceReference: "RNOSUCH1", externalId: "x", clientReference: "y", enquiryState: { state: "NEW", closureReason: null }, createdAt: "2026-11-23T10:00:00Z" },
  });
  const post = (headers: Record<string, string>, data: string = body) =>
    request.post(receiver, { headers: { "content-type": "application/json", ...headers }, data });
  const before = storedEventCount(admin.organization);

  const refused: Record<string, string>[] = [{}, { "x-signature": hmac(body, "not-the-key") }, { "x-signature": hmac(`${body} `, verificationKey) }];
  for (const headers of refused) {
    const res = await post(headers);
    expect(res.status()).toBe(401);
    expect(res.headers()["content-type"]).toContain("application/problem+json");
    expect((await res.json()).title).toBe("Unauthorized");
  }
  expect(storedEventCount(admin.organization)).toBe(before);

  const signed = { "x-signature": hmac(body, verificationKey) };
  expect((await post(signed)).status()).toBe(202);
  expect(storedEventCount(admin.organization)).toBe(before + 1);
  const replay = await post(signed);
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toMatchObject({ duplicate: true });
  expect(storedEventCount(admin.organization)).toBe(before + 1);

  expect((await request.post(`/api/webhooks/${randomUUID()}`, { headers: signed, data: body })).status()).toBe(404);
  const huge = "x".repeat(300 * 1024);
  expect((await post({ "x-signature": hmac(huge, verificationKey) }, huge)).status()).toBe(413);
  await admin.context.close();
});

test("agents get no webhook settings and no webhook actions; another organisation sees none of them", async ({ browser, sandboxAdmin: admin }) => {
  const page = admin.page;
  await page.goto("/settings/webhooks");
  const url = target("probe");
  const saveAction = await captureAction(page, async () => {
    await page.getByRole("button", { name: "Add webhook" }).click();
    await page.getByRole("dialog").getByLabel("URL").fill(url);
    await page.getByRole("dialog").getByRole("button", { name: "Add webhook" }).click();
  });
  await expect(page.getByTestId("webhook-url").filter({ hasText: url })).toBeVisible();
  const switchAction = await captureAction(page, async () => {
    await page.getByRole("switch", { name: "Live updates for this portal" }).click();
    await page.getByRole("dialog", { name: "Turn live updates off?" }).getByRole("button", { name: "Turn live updates off" }).click();
  });
  await expect(page.getByRole("switch", { name: "Live updates for this portal" })).toHaveAttribute("aria-checked", "false");
  const deleteAction = await captureAction(page, async () => {
    await page.getByRole("button", { name: `Delete the webhook ${url}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete webhook" }).click();
  });
  await expect(page.getByTestId("webhook-url").filter({ hasText: url })).toHaveCount(0);
  const revealAction = await captureAction(page, () => page.getByRole("button", { name: "Copy key" }).click());
  await page.getByRole("switch", { name: "Live updates for this portal" }).click();
  await expect(page.getByRole("switch", { name: "Live updates for this portal" })).toHaveAttribute("aria-checked", "true");
  const webhookCount = await page.getByTestId("webhook-row").count();

  const agent = await joinAsAgent(browser, admin);
  await expect(agent.page.getByRole("link", { name: "Webhooks" })).toHaveCount(0);
  const response = await agent.page.goto("/settings/webhooks");
  expect(response?.status()).toBe(403);
  expect((await agent.page.goto("/settings/webhooks/any-id"))?.status()).toBe(403);
  for (const [name, action] of Object.entries({ saveAction, switchAction, deleteAction, revealAction })) {
    const { status, text } = await replayAction(agent.context, action);
    expect(status, name).toBe(200);
    expect(text, name).toContain(`Only admins of ${admin.organization} can do this.`);
    expect(text, name).not.toMatch(/"key":"/);
  }
  await page.goto("/settings/webhooks");
  await expect(page.getByTestId("webhook-row")).toHaveCount(webhookCount);
  await expect(page.getByRole("switch", { name: "Live updates for this portal" })).toHaveAttribute("aria-checked", "true");

  // Another organisation: its own receiver only, and none of this one's webhooks or deliveries.
  const other = await newAdmin(browser);
  await other.page.goto("/settings/connection");
  await other.page.getByRole("button", { name: "Use the built-in sandbox" }).click();
  await expect(other.page.getByTestId("key-hint")).toBeVisible();
  await other.page.goto("/settings/webhooks");
  await expect(other.page.getByTestId("webhook-row")).toHaveCount(1);
  await expect(other.page.getByTestId("webhook-url")).toHaveText(`${RECEIVER_PREFIX}${connectionIdOf(other.organization)}`);
  const ownReceiverLink = page.getByRole("listitem").filter({ hasText: RECEIVER_PREFIX }).getByRole("link", { name: "Delivery log" });
  const href = await ownReceiverLink.getAttribute("href");
  // Another organisation's connection is not found, its delivery logs with it.
  expect((await other.page.goto(href!))?.status()).toBe(404);
  await agent.context.close();
  await other.context.close();
  await admin.context.close();
});
