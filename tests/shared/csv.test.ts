import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvWriter, inertText, type CsvColumn, type CsvRow } from "@/lib/shared/csv";

// The one CSV writer: a text cell a spreadsheet would run as a formula gets a leading
// quote, whatever else it holds; a number is written as a number, minus sign included.

const COLUMNS = [
  { key: "text", header: "Text" },
  { key: "count", header: "Count" },
  { key: "amount", header: "Amount", decimals: 2 },
] as const satisfies readonly CsvColumn[];

async function written(rows: CsvRow<(typeof COLUMNS)[number]["key"]>[], bom = false): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(rows).pipe(csvWriter(COLUMNS, { bom }))) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

describe("csvWriter", () => {
  it("quotes every text cell that starts like a formula, and nothing else", async () => {
    const starts = ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
    const harmless = ["", "Plain", " =1+1", "1-2", "a=b", "'already", "12.50", "2026-03-14 09:30:00", "::1"];
    const texts = [...starts.map((s) => `${s}HYPERLINK("http://x","y")`), ...harmless];
    const records = parse(await written(texts.map((text) => ({ text, count: 1, amount: 1 }))), { bom: true }) as string[][];
    expect(records[0]).toEqual(["Text", "Count", "Amount"]);
    expect(records.slice(1).map((r) => r[0])).toEqual(texts.map((t, i) => (i < starts.length ? `'${t}` : t)));
    expect(texts.map(inertText)).toEqual(records.slice(1).map((r) => r[0]));
  });

  it("writes numbers as numbers, negative ones too, with a column's decimals", async () => {
    const text = await written([{ text: "-5", count: -3, amount: -12.5 }]);
    expect(text).toBe('Text,Count,Amount\r\n\'-5,-3,-12.50\r\n');
  });

  it("adds a byte-order mark when asked", async () => {
    expect((await written([], true)).startsWith("\uFEFF")).toBe(true);
    expect((await written([])).startsWith("\uFEFF")).toBe(false);
  });
});
