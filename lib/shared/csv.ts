import "server-only";
import { stringify, type Stringifier } from "csv-stringify";

// Every CSV file the portal or the back office hands out is written here, so that no export
// can forget what a spreadsheet does with a cell that starts like a formula. A lint rule
// keeps csv-stringify out of every other module.

export type CsvColumn<K extends string = string> = {
  key: K;
  header: string;
  /** A column of amounts: a number in it is written with this many decimals ("-12.50"). */
  decimals?: number;
};

/**
 * What a row may hold. A string is text from anywhere (a member, a client, a provider, or
 * our own words) and is made inert; a number is one our code computed and is written as a
 * number, minus sign included.
 */
export type CsvRow<K extends string = string> = Record<K, string | number>;

// The characters a spreadsheet starts a formula (or a DDE call) with.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Text a spreadsheet will show as text: a leading `'` before a cell it would run as a formula. */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A CSV writer: object rows in, RFC 4180 text out (a header row, CRLF line ends, quotes
 * where a cell needs them; `bom` for spreadsheets that need the mark to read UTF-8).
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (or the
 * full-width `＝`, `＋`, `－`, `＠` some spreadsheets also read as formulas) is written with a
 * leading `'`, so a spreadsheet shows it as text and never runs it (OWASP's advice for CSV
 * injection), whoever wrote it. Only a cell handed over as a number is left as it is: a
 * number cannot carry a formula, and a negative amount stays a number a spreadsheet sums.
 */
export function csvWriter<K extends string>(columns: readonly CsvColumn<K>[], options: { bom?: boolean } = {}): Stringifier {
  const decimals = new Map<string, number>(columns.flatMap((column) => (column.decimals === undefined ? [] : [[column.key, column.decimals] as const])));
  return stringify({
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    bom: options.bom ?? false,
    record_delimiter: "windows",
    cast: {
      string: (value, { header }) => (header ? value : inertText(value)),
      number: (value, { column }) => {
        const places = typeof column === "string" ? decimals.get(column) : undefined;
        return places === undefined ? String(value) : value.toFixed(places);
      },
    },
  });
}
