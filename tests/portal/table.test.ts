import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Table, TableCell, TableHeader } from "@/components/ui/table";
import { ChartFigure } from "@/components/reports/chart-figure";
import { OptionTable } from "@/components/quotes/option-table";
import type { BoardColumn } from "@/components/quotes/board-column";

// The one table of the UI kit: every table has a name (its caption), its headings keep
// their scope, numbers line up right, and a frame that scrolls can be reached by keyboard.

function simple(props: Partial<Parameters<typeof Table>[0]> = {}) {
  const children = [
    h("thead", { key: "h" }, h("tr", null, h(TableHeader, { scope: "col" }, "Pair"), h(TableHeader, { scope: "col", numeric: true }, "Rate"))),
    h("tbody", { key: "b" }, h("tr", null, h(TableHeader, { scope: "row" }, "EUR/GBP"), h(TableCell, { numeric: true }, "0.85"), h(TableCell, null, "note"))),
  ];
  return renderToStaticMarkup(h(Table, { caption: "Rates", ...props, children }));
}

// No DOM here: the markup is read with regular expressions.
const attrs = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, "g"))].map((m) => m[1] ?? "");
const classOf = (attributes: string) => /class="([^"]*)"/.exec(attributes)?.[1] ?? "";

describe("Table", () => {
  it("names the table with its caption, shown or for screen readers only", () => {
    const shown = simple();
    expect(shown).toMatch(/<table[^>]*><caption class="[^"]+">Rates<\/caption>/);
    expect(classOf(attrs(shown, "caption")[0]!)).not.toContain("sr-only");
    expect(classOf(attrs(simple({ hideCaption: true }), "caption")[0]!)).toBe("sr-only");
  });

  it("keeps every heading's scope, and aligns numbers apart from words", () => {
    const html = simple();
    const th = attrs(html, "th");
    expect(th.map((a) => /scope="(\w+)"/.exec(a)?.[1])).toEqual(["col", "col", "row"]);
    const td = attrs(html, "td");
    const numeric = classOf(td[0]!);
    expect(numeric).not.toBe("");
    expect(classOf(th[1]!)).toBe(numeric);
    // A cell of words carries no class at all: rows repeat, and the look comes from the table.
    expect(td[1]).toBe("");
    expect(th[0]).toBe(' scope="col"');
  });

  it("makes the scrolling frame a named, focusable region only when asked", () => {
    const plain = attrs(simple(), "div")[0]!;
    expect(plain).not.toContain("tabindex");
    expect(plain).not.toContain("role=");
    const region = attrs(simple({ scrollLabel: "Parameters: Create an enquiry" }), "div")[0]!;
    expect(region).toContain('tabindex="0"');
    expect(region).toContain('role="region"');
    expect(region).toContain('aria-label="Parameters: Create an enquiry"');
  });

  it("scrolls sideways unless told the table fits its column", () => {
    const scrolling = classOf(attrs(simple(), "div")[0]!);
    expect(scrolling).not.toBe("");
    expect(attrs(simple({ scroll: false }), "div")[0]).toBe("");
  });

  it("gives each look its own frame, and passes attributes on to the table", () => {
    const looks = (["panel", "plain", "compact"] as const).map((look) => classOf(attrs(simple({ look }), "div")[0]!));
    expect(new Set(looks).size).toBe(3);
    expect(simple({ "data-testid": "rates" } as never)).toMatch(/<table [^>]*data-testid="rates"/);
  });
});

describe("the app's tables, drawn with it", () => {
  it("the reports' figures: a hidden caption, column and row headings with their scope", () => {
    const html = renderToStaticMarkup(
      h(ChartFigure, {
        name: "Enquiries per week",
        summary: "3 enquiries",
        columns: [{ label: "Week" }, { label: "Enquiries", numeric: true }],
        rows: [["1 Mar", 3]],
        testId: "t",
        children: h("svg"),
      }),
    );
    expect(html).toContain('<caption class="sr-only">Enquiries per week</caption>');
    expect(attrs(html, "th").map((a) => /scope="(\w+)"/.exec(a)?.[1])).toEqual(["col", "col", "row"]);
    expect(classOf(attrs(html, "td")[0]!)).toContain(classOf(attrs(html, "th")[1]!));
  });

  it("the comparison's phone table: its caption and test id, every heading scoped", () => {
    const column = {
      id: "c1",
      name: "Canal House",
      provider: null,
      booked: false,
      options: [{ key: "u1", unitName: "Studio", total: "£700", perNight: "£100", cancellation: "Free", distance: "1 km" }],
    } as unknown as BoardColumn;
    const html = renderToStaticMarkup(h(OptionTable, { columns: [column], onOpen: () => {} }));
    expect(html).toMatch(/<table [^>]*data-testid="option-table"/);
    expect(html).toContain('<caption class="sr-only">Every option, with its total for the stay, price a night, cancellation and distance</caption>');
    const scopes = attrs(html, "th").map((a) => /scope="(\w+)"/.exec(a)?.[1]);
    expect(scopes).toEqual(["col", "col", "col", "col", "col", "row"]);
  });
});
