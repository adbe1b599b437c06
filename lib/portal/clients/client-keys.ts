// What makes two names, codes or places the same one: case and runs of spaces do not
// count. The keys are stored beside what was typed and carry the unique indexes.

export function textKey(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** "city:paris" or "country:fr": one cap per place per client. */
export function placeKey(kind: "city" | "country", place: string): string {
  return `${kind}:${textKey(place)}`;
}
