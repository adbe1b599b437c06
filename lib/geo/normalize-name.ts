// Letters that NFD does not split into base + mark, folded the way people type them
// on a keyboard without them ("Straße" → "strasse", "Tórshavn"/"Øster" → "o").
const FOLDED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};

/**
 * The matching key of a name: lower case, no diacritics, no punctuation, single spaces.
 * "Zürich", "ZURICH" and "zurich" share a key; so do "Xi’an" and "Xian", and
 * "Stratford-upon-Avon" and "Stratford upon Avon".
 */
export function normalizeName(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/[ßæœøłđðþıħ]/g, (letter) => FOLDED[letter] ?? letter)
      // Dots and apostrophes join ("D.C." → "dc", "Xi’an" → "xian"); other punctuation separates.
      .replace(/[.'’‘`ʻʼ]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}
