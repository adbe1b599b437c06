import { countryCodesFor } from "./country-names";
import { normalizeName } from "./normalize-name";
import { regionKeysFor } from "./region-names";

/** One comma- or line-separated part of an address, postcode removed. */
export type AddressPart = {
  text: string;
  /** Words as written. */
  words: string[];
  /** normalizeName of each word, same positions. */
  keys: string[];
};

export type ParsedAddress = {
  parts: AddressPart[];
  postalCode: string | null;
  /** Country the postcode's shape implies ("GB" for "NW1 6XE"); null when the shape is shared. */
  postalCountry: string | null;
};

type PostcodeRule = {
  pattern: RegExp;
  country: string | null;
  format: (match: RegExpExecArray) => string;
  /** Bare digits may be a house number: accept them only beside a town or as a part of their own. */
  needsTown: boolean;
};

const RULES: PostcodeRule[] = [
  {
    // Inward letters never include C I K M O V; this keeps "B5 2nd" and the like out.
    pattern: /\b([A-Z]{1,2}\d[A-Z\d]?) ?(\d[ABD-HJLNP-UW-Z]{2})\b/gi,
    country: "GB",
    format: (m) => `${m[1]} ${m[2]}`.toUpperCase(),
    needsTown: false,
  },
  {
    pattern: /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/gi,
    country: "CA",
    format: (m) => `${m[1]} ${m[2]}`.toUpperCase(),
    needsTown: false,
  },
  { pattern: /\b\d{5}-\d{4}\b/g, country: "US", format: (m) => m[0], needsTown: false },
  { pattern: /\b\d{4} ?[A-Z]{2}\b/g, country: "NL", format: (m) => m[0], needsTown: true },
  { pattern: /\b\d{4}-\d{3}\b/g, country: "PT", format: (m) => m[0], needsTown: false },
  { pattern: /\b\d{2}-\d{3}\b/g, country: "PL", format: (m) => m[0], needsTown: true },
  // Sweden, Czechia, Slovakia and Greece write five digits as three and two.
  { pattern: /\b\d{3} \d{2}\b/g, country: null, format: (m) => m[0], needsTown: true },
  { pattern: /\b\d{4,6}\b/g, country: null, format: (m) => m[0], needsTown: true },
];

const MAX_TEXT_LENGTH = 1000;
const MAX_TOWN_WORDS = 4;

/**
 * Splits an address into parts and takes out one postcode (the last one found).
 * `isPlaceName` tells whether a normalised key names a gazetteer place; bare digits
 * count as a postcode only next to one ("75008 Paris"), so house numbers stay in the street.
 */
export function parseAddress(text: string, isPlaceName: (key: string) => boolean): ParsedAddress {
  const texts = text
    .slice(0, MAX_TEXT_LENGTH)
    .split(/[,;\n\r]+/)
    .map((part) => part.trim())
    .filter(Boolean);

  const found = findPostcode(texts, isPlaceName);
  if (found) texts[found.partIndex] = found.rest;

  return {
    parts: texts.map(toPart).filter((part) => part.words.length > 0),
    postalCode: found?.postalCode ?? null,
    postalCountry: found?.country ?? null,
  };
}

type FoundPostcode = { partIndex: number; rest: string; postalCode: string; country: string | null };

function findPostcode(texts: string[], isPlaceName: (key: string) => boolean): FoundPostcode | null {
  for (let partIndex = texts.length - 1; partIndex >= 0; partIndex--) {
    const partText = texts[partIndex] ?? "";
    for (const rule of RULES) {
      const matches = [...partText.matchAll(rule.pattern)].reverse();
      for (const match of matches) {
        if (rule.country === "GB" && /^\d(st|nd|rd|th)$/i.test(match[2] ?? "")) continue;
        const before = partText.slice(0, match.index).trim();
        const after = partText.slice(match.index + match[0].length).trim();
        const rest = `${before} ${after}`.trim();
        let country = rule.country;
        if (rule.needsTown) {
          const beside = besideCode(before, after, rest, isPlaceName);
          const alone = rest === "" && partIndex > 0;
          // The first of several parts is the street, where digits are usually a house number.
          const firstOfSeveral = partIndex === 0 && texts.length > 1;
          if (!alone && !beside.restIsKnown && !beside.region && (firstOfSeveral || !beside.place)) continue;
          if (country === null && match[0].length === 5 && beside.region?.startsWith("US.")) country = "US";
        }
        return { partIndex, rest, postalCode: rule.format(match as RegExpExecArray), country };
      }
    }
  }
  return null;
}

type Beside = {
  /** What is left of the part names a place, region or country ("Paris" in "75008 Paris"). */
  restIsKnown: boolean;
  /** A place is written right before or after the code ("… Berlin 10115 …"). */
  place: boolean;
  /** Region written right before the code ("NY 10001", "Sydney NSW 2000"), if any. */
  region: string | undefined;
};

function besideCode(before: string, after: string, rest: string, isPlaceName: (key: string) => boolean): Beside {
  const restKey = normalizeName(rest);
  const restIsKnown =
    restKey !== "" &&
    (isPlaceName(restKey) || regionKeysFor(restKey, true).length > 0 || countryCodesFor(restKey, true).length > 0);

  const afterKeys = normalizeName(after).split(" ").filter(Boolean);
  const beforeKeys = normalizeName(before).split(" ").filter(Boolean);
  let place = false;
  for (let n = 1; n <= MAX_TOWN_WORDS && !place; n++) {
    place =
      (afterKeys.length >= n && isPlaceName(afterKeys.slice(0, n).join(" "))) ||
      (beforeKeys.length >= n && isPlaceName(beforeKeys.slice(-n).join(" ")));
  }

  // A short word counts as a region code only in capitals ("NY 10001", not "in 10001").
  const lastWord = before.split(/\s+/).at(-1) ?? "";
  const capitals = /^[A-Z.]+$/.test(lastWord);
  const region = [beforeKeys.slice(-2).join(" "), beforeKeys.at(-1) ?? ""]
    .flatMap((key) => (key ? regionKeysFor(key, capitals) : []))
    .sort((a, b) => Number(b.startsWith("US.")) - Number(a.startsWith("US.")))[0];
  return { restIsKnown, place, region };
}

function toPart(text: string): AddressPart {
  const words: string[] = [];
  const keys: string[] = [];
  for (const word of text.split(/\s+/)) {
    const key = normalizeName(word);
    if (!key) continue;
    words.push(word);
    keys.push(key);
  }
  return { text: words.join(" "), words, keys };
}
