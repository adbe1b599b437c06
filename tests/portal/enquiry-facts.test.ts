import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { EnquiryResponse, type Enquiry } from "@/lib/contract/enquiry";

// What the client asked for (the stay, its place, the guests' requirements, the lead guest
// and the booker) is rendered once for what it shows and then sent as it is: the markup is
// what React itself would write, and a change to any of it is a new rendering.

process.env.STAYDESK_SECRET = "enquiry-facts-test-secret-0123456789-abcdefghij";

const { StayCards, PeopleCards } = await import("@/app/(portal)/enquiries/[reference]/_components/enquiry-facts");
const { renderStaticMarkup } = await import("@/components/markup/static-markup");
const { cachedMarkup } = await import("@/components/markup/cached-markup");
const { call, enquiryBody, newAccount, serviceApp } = await import("../helpers/service");

let enquiry: Enquiry;

beforeAll(async () => {
  const app = await serviceApp();
  const account = await newAccount();
  const body = enquiryBody({
    guestRequirements: [
      { text: `<script>alert("x")</script> & 'quiet'`, type: "GENERAL" },
      { text: "Cot in the second bedroom", type: "GENERAL" },
    ],
    leadGuest: { contactNumber: "+44 20 7946 0958", email: "lead@example.com", familyName: "<b>Lovelace</b>", givenName: "Ada" },
  });
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body });
  expect(created.status).toBe(201);
  const read = await call(app, "GET", `/external-api/v1/enquiries/${created.json.data.serviceReference}`, { key: account.key });
  enquiry = EnquiryResponse.parse(read.json).data;
});

describe("the enquiry's facts as static markup", () => {
  it("writes the stay, the place on its map and the requirements as React does, the client's text escaped", () => {
    const element = createElement(StayCards, enquiry);
    const html = renderStaticMarkup(element);
    expect(html).toBe(renderToStaticMarkup(element));
    expect(html).toContain("stroke-width=");
    expect(html).toContain('data-testid="location-precision"');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("writes the lead guest and the booker as React does", () => {
    const element = createElement(PeopleCards, enquiry);
    const html = renderStaticMarkup(element);
    expect(html).toBe(renderToStaticMarkup(element));
    expect(html).toContain("&lt;b&gt;Lovelace&lt;/b&gt;");
    expect(html).toContain('href="mailto:booker@example.com"');
  });

  it("renders once for the same facts and again when one changes", () => {
    let renders = 0;
    const render = (facts: Pick<Enquiry, "leadGuest" | "clientBooker">) =>
      function renderPeople() {
        renders++;
        return createElement(PeopleCards, facts);
      };
    const facts = { leadGuest: enquiry.leadGuest, clientBooker: enquiry.clientBooker };
    const first = cachedMarkup("people-test", facts, render(facts));
    expect(cachedMarkup("people-test", structuredClone(facts), render(facts))).toBe(first);
    expect(renders).toBe(1);
    const moved = { ...facts, clientBooker: { ...facts.clientBooker, email: "new@example.com" } };
    const again = cachedMarkup("people-test", moved, render(moved));
    expect(renders).toBe(2);
    expect(again).toContain("new@example.com");
    expect(again).not.toBe(first);
  });
});
