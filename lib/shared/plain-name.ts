// A name someone chose (an organisation's, a person's) as it may be shown to other people:
// one line of plain text. Control and format characters go (line breaks, tabs, zero-width
// and bidirectional marks, which can reorder or hide what a reader sees), every run of
// white space becomes one space, and the ends are trimmed.

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/gu;

export function plainName(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
}

/** `plainName`, cut to at most `max` characters (an ellipsis marks a cut). */
export function boundedName(value: string, max: number): string {
  const plain = plainName(value);
  const chars = Array.from(plain);
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}
