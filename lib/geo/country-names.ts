import countries from "i18n-iso-countries";
import { normalizeName } from "./normalize-name";

// Names people write for their own country ("Deutschland", "España") as well as English.
const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt"];

// Common names that the i18n-iso-countries name lists lack.
const EXTRA_NAMES: Record<string, string> = {
  America: "US",
  Britain: "GB",
  England: "GB",
  Scotland: "GB",
  Wales: "GB",
  "Northern Ireland": "GB",
  Holland: "NL",
  UAE: "AE",
};

type CountryTables = {
  /** Names in every language of LANGUAGES, English aliases and ISO codes. */
  any: Map<string, string[]>;
  /** English names and ISO codes only. */
  english: Map<string, string[]>;
};

let tables: CountryTables | undefined;

function loadTables(): CountryTables {
  if (tables) return tables;
  const any = new Map<string, string[]>();
  const english = new Map<string, string[]>();
  const add = (table: Map<string, string[]>, name: string, code: string) => {
    const key = normalizeName(name);
    if (!key) return;
    const list = table.get(key);
    if (!list) table.set(key, [code]);
    else if (!list.includes(code)) list.push(code);
  };
  for (const language of LANGUAGES) {
    for (const [code, names] of Object.entries(countries.getNames(language, { select: "all" }))) {
      for (const name of names) {
        add(any, name, code);
        if (language === "en") add(english, name, code);
      }
    }
  }
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes())) {
    for (const table of [any, english]) {
      add(table, alpha2, alpha2);
      add(table, alpha3, alpha2);
    }
  }
  for (const [name, code] of Object.entries(EXTRA_NAMES)) {
    add(any, name, code);
    add(english, name, code);
  }
  tables = { any, english };
  return tables;
}

/** English name of an ISO alpha-2 code ("United Kingdom" for "GB"), null if unknown. */
export function countryName(countryCode: string): string | null {
  return countries.getName(countryCode, "en") ?? null;
}

/**
 * Alpha-2 codes a normalised token can name: "united kingdom", "uk", "gb", "deutschland".
 * Codes of three letters or fewer ("can", "per", "us") are ordinary words too, so they
 * count only where the caller has seen them written as a code (`codeAllowed`).
 * `english` leaves out the other languages, whose names clash with towns more often
 * ("França" is also Franca, Brazil).
 */
export function countryCodesFor(
  token: string,
  codeAllowed: boolean,
  names: keyof CountryTables = "any",
): readonly string[] {
  if (token.length <= 3 && !codeAllowed) return [];
  return loadTables()[names].get(token) ?? [];
}
