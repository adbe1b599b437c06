import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { createSpecialist, postEnquiry, signInSpecialist } from "../support/backoffice";
import { E2E_BOOTSTRAP_KEY } from "../support/env";
import { fillEnquiry, locationSummary, section, sendEnquiry, tabTo } from "../support/enquiries";
import { quotedEnquiry } from "../support/quotes";

const BAKER_STREET = "221B Baker Street, London NW1 6XE, United Kingdom";
const CITY_LEVEL_LONDON =
  "Placed at city level: distances are from the centre of London. The street and postcode were kept but not used to place it.";

const chooser = (page: Page, name: string) => page.getByRole("group", { name: `Several places are called ${name}. Which one do you mean?` });
const precision = (page: Page) => page.getByTestId("location-precision");

test("an ambiguous name offers its places to choose from, at desktop and phone widths, and the chosen one is sent", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/enquiries/new");
    await fillEnquiry(page, { address: "Springfield", checkIn: "2027-05-01", checkOut: "2027-05-04" });
    await expect(locationSummary(page)).toHaveText("Several places fit: choose one to send the enquiry.");
    const group = chooser(page, "Springfield");
    await expect(group.getByRole("radio")).toHaveCount(5);
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(0);
    const missouri = group.getByRole("radio", { name: "Springfield, Missouri, United States of America · 166,810 people" });
    await missouri.check();
    await expect(locationSummary(page)).toHaveText("Resolves to Springfield, Missouri, United States of America, as chosen.");
    await expect(precision(page)).toHaveText("Placed at city level: distances are from the centre of Springfield.");
    await expect(page.getByRole("region", { name: "Location preview" }).getByText("gn:4409896")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`candidates-${viewport.width}.png`), fullPage: true });
    expect(await axeViolations(page), `chooser at ${viewport.width}px`).toEqual([]);
    // The form keeps a draft in the tab until it is sent: the next width starts afresh.
    await page.evaluate(() => sessionStorage.clear());
  }

  // A new text forgets the choice made for the old one.
  const address = section(page, "Location").getByRole("textbox", { name: "Address", exact: true });
  await address.fill("Georgetown");
  await expect(chooser(page, "Georgetown").getByRole("radio", { checked: true })).toHaveCount(0);
  await address.fill("Springfield");
  await chooser(page, "Springfield").getByRole("radio", { name: /^Springfield, Missouri/ }).check();

  await sendEnquiry(page);
  await expect(page.getByText("Springfield, Missouri, United States of America").first()).toBeVisible();
  await expect(page.getByText("gn:4409896")).toBeVisible();
  await expect(precision(page)).toHaveText("Placed at city level: distances are from the centre of Springfield.");
  await context.close();
});

test("an ambiguous place sent without a choice is refused on the field, listing the places, and everything typed stays", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  const address = section(page, "Location").getByRole("textbox", { name: "Address", exact: true });
  const adults = section(page, "Stay").getByLabel("Adults");
  const places = /^Springfield could be one of several places: Springfield, Illinois, United States of America; .*Springfield, Missouri, United States of America.*\. Choose the one you mean below\./;

  // Sent before the preview could answer (it fails here): the server refuses in those words.
  await page.route("**/api/geocode?**", (route) => route.abort());
  await fillEnquiry(page, { address: "Springfield", checkIn: "2027-05-01", checkOut: "2027-05-04", adults: "3", leadGuest: { givenName: "Ada" } });
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(address).toHaveAccessibleDescription(places);
  await expect(address).toBeFocused();
  await expect(page).toHaveURL(/\/enquiries\/new$/);
  await expect(address).toHaveValue("Springfield");
  await expect(adults).toHaveValue("3");
  await expect(section(page, "Lead guest").getByLabel("First name (optional)")).toHaveValue("Ada");
  await expect(section(page, "Stay").getByLabel("Check-in")).toHaveValue("2027-05-01");

  // With the preview: the form says it before sending, and the places are offered.
  await page.unroute("**/api/geocode?**");
  await address.fill("springfield");
  const group = chooser(page, "Springfield");
  await expect(group.getByRole("radio")).toHaveCount(5);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(address).toHaveAccessibleDescription(places);
  await expect(address).toBeFocused();
  await expect(page).toHaveURL(/\/enquiries\/new$/);
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await address.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`refused-${viewport.width}.png`), fullPage: true });
    expect(await axeViolations(page), `refusal at ${viewport.width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Choosing a place answers it: the sentence goes, and the enquiry is sent there.
  await group.getByRole("radio", { name: /^Springfield, Missouri/ }).check();
  await expect(address).not.toHaveAccessibleDescription(places);
  await sendEnquiry(page);
  await expect(page.getByText("Springfield, Missouri, United States of America").first()).toBeVisible();
  await context.close();
});

test("the chooser works with the keyboard alone", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await tabTo(page, "Check-in");
  await page.keyboard.type("06012027");
  await tabTo(page, "Check-out");
  await page.keyboard.type("06052027");
  // The first "Address" is the mode's radio button; the text box comes next.
  await tabTo(page, "Address");
  await page.keyboard.press("Tab");
  await expect(section(page, "Location").getByRole("textbox", { name: "Address", exact: true })).toBeFocused();
  await page.keyboard.type("Georgetown");
  await expect(locationSummary(page)).toHaveText("Several places fit: choose one to send the enquiry.");

  // Tab enters the radio group once; the arrow keys choose within it.
  await page.keyboard.press("Tab");
  const group = chooser(page, "Georgetown");
  await expect(group.getByRole("radio").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const texas = group.getByRole("radio", { name: /^Georgetown, Texas, United States of America/ });
  await expect(texas).toBeFocused();
  await expect(texas).toBeChecked();
  await expect(locationSummary(page)).toHaveText("Resolves to Georgetown, Texas, United States of America, as chosen.");

  await tabTo(page, "Send enquiry");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/enquiries\/R[A-Z0-9]{7}$/);
  await expect(page.getByText("Georgetown, Texas, United States of America").first()).toBeVisible();
  await context.close();
});

test("the preview says the precision and refuses a town the country named does not have", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  const address = section(page, "Location").getByRole("textbox", { name: "Address", exact: true });

  await address.fill(BAKER_STREET);
  await expect(locationSummary(page)).toHaveText("Resolves to London, England, United Kingdom.");
  await expect(precision(page)).toHaveText(CITY_LEVEL_LONDON);
  // A town centre is known to about a kilometre: two decimals.
  await expect(page.getByRole("region", { name: "Location preview" }).getByText("51.51° N, 0.13° W")).toBeVisible();

  await address.fill("Domkloster 4, 50667 Cologne, Germany");
  await expect(locationSummary(page)).toHaveText("Resolves to Köln, North Rhine-Westphalia, Germany.");

  await address.fill("Domkloster 4, Cologne, France");
  await expect(locationSummary(page)).toHaveText("It cannot be placed in France: no town of that name is known there.");

  // Coordinates at sea are kept as given; the preview says how far the nearest place is.
  await section(page, "Location").getByText("Coordinates", { exact: true }).click();
  await section(page, "Location").getByLabel("Latitude").fill("0");
  await section(page, "Location").getByLabel("Longitude").fill("-30");
  await expect(precision(page)).toHaveText(
    "Placed at the coordinates given: distances are from that point. The nearest known place, Fernando de Noronha (Distrito Estadual), is 504 km away.",
  );
  await context.close();
});

test("the enquiry page and the comparison say the precision the distances are measured from", async ({ sandboxAdmin }) => {
  test.setTimeout(120_000);
  const { page, context, reference } = await quotedEnquiry(sandboxAdmin, BAKER_STREET);
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/enquiries/${reference}`);
    await expect(precision(page)).toHaveText(CITY_LEVEL_LONDON);
    await expect(page.getByText("51.51° N, 0.13° W")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`enquiry-precision-${viewport.width}.png`), fullPage: true });

    await page.goto(`/enquiries/${reference}/compare`);
    await expect(precision(page)).toHaveText(CITY_LEVEL_LONDON);
    await page.screenshot({ path: test.info().outputPath(`compare-precision-${viewport.width}.png`) });
    expect(await axeViolations(page), `comparison at ${viewport.width}px`).toEqual([]);
  }
  await context.close();
});

test("the back office says the precision beside the enquiry's location", async ({ browser, request }) => {
  const ref = await postEnquiry(request, E2E_BOOTSTRAP_KEY, {
    address: BAKER_STREET,
    checkIn: "2027-05-03",
    checkOut: "2027-05-10",
    adults: 2,
    leadGuest: { givenName: "Ada", familyName: "Lovelace" },
  });
  const { page, context } = await signInSpecialist(browser, createSpecialist());
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/specialist/enquiries/${ref}`);
    await expect(precision(page)).toHaveText(CITY_LEVEL_LONDON);
    await page.screenshot({ path: test.info().outputPath(`backoffice-precision-${viewport.width}.png`) });
  }
  await context.close();
});
