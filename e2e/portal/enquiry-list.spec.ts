import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { axeViolations } from "../support/axe";
import { insertClient, insertEnquiries, userIdOf, type MadeEnquiry } from "../support/enquiry-list";
import { expect, test } from "../support/fixtures";
import type { Admin } from "../support/portal";

// The enquiry list as a team lead uses it: each filter, the sort by a column, and a view's
// address opened again elsewhere shows the same rows.

const PARIS = "Paris, Île-de-France, France";
const ROWS: MadeEnquiry[] = [
  { reference: "RLIST01", client: "ACME-7", state: "NEW", checkIn: "2027-04-10", place: PARIS, mine: true, createdAt: "2026-01-05T10:00:00Z" },
  { reference: "RLIST02", client: "BETA-1", state: "QUOTED", checkIn: "2027-05-01", place: "London, England, United Kingdom", mine: false, createdAt: "2026-02-10T10:00:00Z" },
  { reference: "RLIST03", client: "ACME-9", state: "BOOKING_CONFIRMED", checkIn: "2027-06-15", place: "Lyon, Auvergne-Rhône-Alpes, France", mine: true, createdAt: "2026-03-15T10:00:00Z" },
  { reference: "RLIST04", client: "GAMMA-2", state: "CLOSED", checkIn: null, place: "Rome, Lazio, Italy", mine: false, createdAt: "2026-04-20T10:00:00Z" },
  { reference: "RLIST05", client: "ACME-3", state: "SHORTLISTING", checkIn: "2027-04-20", place: "Lisbon, Lisboa, Portugal", mine: false, createdAt: "2026-05-25T10:00:00Z" },
  { reference: "RLIST06", client: "DELTA-4", state: "BOOKING_CANCELLED", checkIn: "2027-07-01", place: PARIS, mine: true, createdAt: "2026-06-30T10:00:00Z" },
];
const refs = (...numbers: number[]) => numbers.map((n) => `RLIST0${n}`);

const shown = (page: Page) => page.locator("table tbody tr td:first-child a");
const filters = (page: Page) => page.getByRole("search", { name: "Enquiries" });

async function apply(page: Page, fill: (form: ReturnType<typeof filters>) => Promise<void>) {
  await page.goto("/enquiries");
  // The less used filters are folded away until one is in use.
  await filters(page).getByText("More filters and sorting").click();
  await fill(filters(page));
  await filters(page).getByRole("button", { name: "Search" }).click();
}

async function withRows(admin: Admin) {
  // Two of them billed to a client, with a PO number each.
  const acme = insertClient(admin.organization, "Acme Industries");
  const billing = (poNumber: string) => ({ clientId: acme, costCentre: "SALES", poNumber, projectCode: "Apollo" });
  insertEnquiries(
    admin.organization,
    userIdOf(admin.person.email),
    ROWS.map((row) => (row.reference === "RLIST02" ? { ...row, billing: billing("PO-10") } : row.reference === "RLIST05" ? { ...row, billing: billing("PO-1") } : row)),
  );
  return admin;
}

test("each filter selects its rows", async ({ admin }) => {
  test.slow();
  const { page, context } = await withRows(admin);

  await page.goto("/enquiries");
  await expect(shown(page)).toHaveText(refs(6, 5, 4, 3, 2, 1));

  const cases: [string, (form: ReturnType<typeof filters>) => Promise<void>, string[]][] = [
    ["open", (f) => f.getByLabel("State").selectOption({ label: "Open" }).then(() => undefined), refs(5, 1)],
    ["quoted", (f) => f.getByLabel("State").selectOption({ label: "Quoted" }).then(() => undefined), refs(2)],
    ["booked", (f) => f.getByLabel("State").selectOption({ label: "Booked" }).then(() => undefined), refs(3)],
    ["closed", (f) => f.getByLabel("State").selectOption({ label: "Closed" }).then(() => undefined), refs(6, 4)],
    ["mine", (f) => f.getByLabel("Sent by").selectOption({ label: "Me" }).then(() => undefined), refs(6, 3, 1)],
    ["country", (f) => f.getByLabel("Destination").fill("france"), refs(6, 3, 1)],
    ["city", (f) => f.getByLabel("Destination").fill("Lyon"), refs(3)],
    ["client reference", (f) => f.getByLabel("Client reference").fill("acme"), refs(5, 3, 1)],
    // Billing: the client, and a PO number whole whatever its case (PO-1 is not PO-10).
    [
      "client and PO number",
      async (f) => {
        await f.getByLabel("Client", { exact: true }).selectOption({ label: "Acme Industries" });
        await f.getByLabel("PO number").fill("po-1");
      },
      refs(5),
    ],
    [
      "check-in dates",
      async (f) => {
        await f.getByLabel("Check-in from").fill("2027-04-15");
        await f.getByLabel("Check-in to").fill("2027-06-30");
      },
      refs(5, 3, 2),
    ],
    [
      "created dates",
      async (f) => {
        await f.getByLabel("Created from").fill("2026-02-01");
        await f.getByLabel("Created to").fill("2026-04-30");
      },
      refs(4, 3, 2),
    ],
  ];
  for (const [name, fill, expected] of cases) {
    await apply(page, fill);
    await expect(shown(page), name).toHaveText(expected);
    await expect(page.getByTestId("enquiry-count"), name).toHaveText(new RegExp(`^${expected.length} enquir(y|ies) match`));
  }

  await context.close();
});

test("a column sorts, a bookmarked view opens the same, and its export holds the rows shown", async ({ admin }) => {
  test.slow();
  const { page, context } = await withRows(admin);
  // A column heading sorts by it (open dates last), and again the other way.
  await page.goto("/enquiries");
  const stay = page.getByRole("columnheader", { name: /Stay/ });
  await stay.getByRole("link").click();
  await expect(stay).toHaveAttribute("aria-sort", "ascending");
  await expect(shown(page)).toHaveText(refs(1, 5, 2, 3, 6, 4));
  await stay.getByRole("link").click();
  await expect(stay).toHaveAttribute("aria-sort", "descending");
  await expect(shown(page)).toHaveText(refs(6, 3, 2, 5, 1, 4));

  // Filters and sort together; the address alone brings the view back in a fresh page.
  await apply(page, async (f) => {
    await f.getByLabel("Destination").fill("france");
    await f.getByLabel("Sent by").selectOption({ label: "Me" });
    await f.getByLabel("Sort by").selectOption({ label: "Check-in" });
    await f.getByLabel("Order").selectOption({ label: "Ascending (A to Z)" });
  });
  await expect(shown(page)).toHaveText(refs(1, 3, 6));
  const bookmark = page.url();
  expect(new URL(bookmark).search).toBe("?destination=france&agent=me&sort=checkIn");
  const again = await context.newPage();
  await again.goto(bookmark);
  await expect(shown(again)).toHaveText(refs(1, 3, 6));
  await expect(filters(again).getByLabel("Destination")).toHaveValue("france");
  await expect(filters(again).getByLabel("Sent by")).toHaveValue("me");
  await expect(again.getByRole("columnheader", { name: /Stay/ })).toHaveAttribute("aria-sort", "ascending");

  // The export: the header, then the rows the view shows, in its order.
  for (const [name, bom] of [["Export CSV", false], ["CSV for spreadsheets", true]] as const) {
    const download = again.waitForEvent("download");
    await again.getByRole("link", { name }).click();
    const file = await (await download).path();
    const text = readFileSync(file, "utf8");
    expect(text.startsWith("\uFEFF"), name).toBe(bom);
    const records = parse(text, { bom: true }) as string[][];
    expect(records[0]!.slice(0, 3), name).toEqual(["Reference", "Client reference", "State"]);
    expect(records.slice(1).map((record) => record[0]), name).toEqual(refs(1, 3, 6));
  }

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await again.setViewportSize(viewport);
    expect(await axeViolations(again), `list at ${viewport.width}px`).toEqual([]);
    if (process.env.E2E_SCREENSHOTS_DIR) await again.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/enquiry-list-${viewport.width}.png`, fullPage: true });
  }
  await context.close();
});
