// What a timeline or a notification quotes of a message: its first line, cut short.

const MAX_CHARS = 80;

export function firstLine(text: string): string {
  const lines = text.trim().split(/\r?\n/);
  const first = (lines[0] ?? "").trim();
  if (first.length > MAX_CHARS) return `${first.slice(0, MAX_CHARS - 1).trimEnd()}…`;
  return lines.length > 1 ? `${first}…` : first;
}
