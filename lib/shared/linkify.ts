// A message's text cut into plain text and links, for a page that shows what a person
// wrote: the text is never read as HTML, and only http and https addresses become links
// (a `javascript:` or `data:` address stays text). Both wings may use it: it imports
// nothing.

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// An address starts with http:// or https:// (or www.) and runs to the next space or
// angle bracket; what closes a sentence or a bracket around it is left out below.
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

function trimTrailing(candidate: string): string {
  let text = candidate.replace(TRAILING, "");
  // "(see https://example.com/a_(b))" keeps the link's own closing bracket.
  const tail = candidate.slice(text.length);
  for (const closing of tail) {
    const opening = closing === ")" ? "(" : closing === "]" ? "[" : null;
    if (!opening) break;
    const opened = text.split(opening).length - 1;
    const closed = text.split(closing).length - 1;
    if (opened <= closed) break;
    text += closing;
  }
  return text;
}

/** The address a link goes to, or null when it is not an http or https address with a host. */
export function safeHref(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
  return url.href;
}

/** `text` as plain parts and link parts, in order; joined, the parts' text is `text` again. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = trimTrailing(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > at) parts.push({ kind: "text", text: text.slice(at, start) });
    parts.push({ kind: "link", text: candidate, href });
    at = start + candidate.length;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}
