import "server-only";
import { Fragment, isValidElement, type ReactNode } from "react";

// Markup that never changes once rendered (a sent quote's details, an enquiry's facts) is
// kept as a string and sent as plain HTML, which React then neither renders nor walks on
// each view. React's own string renderer cannot run beside Server Components, and these
// pieces need little of it: elements, attributes and components that are plain functions
// of their props (no hooks, no client components).

const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const NAMES: Record<string, string> = { className: "class", htmlFor: "for", tabIndex: "tabindex", colSpan: "colspan", rowSpan: "rowspan" };
const SKIPPED = new Set(["children", "key", "ref", "dangerouslySetInnerHTML", "suppressHydrationWarning"]);
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const CLIENT_REFERENCE = Symbol.for("react.client.reference");

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
// SVG's presentation attributes, written in camel case as props and hyphenated in markup (strokeWidth → stroke-width).
const SVG_HYPHENATED = /^(stroke|fill|clip|text|dominant|stop|vector|font|marker|shape|color)[A-Z]/;

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED.has(name) || value === null || value === undefined || typeof value === "function") continue;
    const attr = NAMES[name] ?? (SVG_HYPHENATED.test(name) ? kebab(name) : name);
    const spelled = attr.startsWith("data-") || attr.startsWith("aria-");
    if (value === false) {
      if (spelled) out += ` ${attr}="false"`;
      continue;
    }
    if (value === true) {
      out += spelled ? ` ${attr}="true"` : ` ${attr}=""`;
      continue;
    }
    if (name === "style" && typeof value === "object") {
      const css = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined && v !== "")
        .map(([k, v]) => `${k.startsWith("--") ? k : kebab(k)}:${String(v)}`)
        .join(";");
      if (css) out += ` style="${escapeHtml(css)}"`;
      continue;
    }
    out += ` ${attr}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** The HTML of a tree of elements and plain function components; throws on anything else. */
export function renderStaticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(renderStaticMarkup).join("");
  if (!isValidElement(node)) throw new Error("Only elements and plain components can be rendered as static markup.");
  const props = node.props as Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };
  if (node.type === Fragment) return renderStaticMarkup(props.children);
  if (typeof node.type === "function") {
    if ((node.type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE) throw new Error("A client component cannot be rendered as static markup.");
    return renderStaticMarkup((node.type as (p: unknown) => ReactNode)(props));
  }
  if (typeof node.type !== "string") throw new Error("Only elements and plain components can be rendered as static markup.");
  const tag = node.type;
  if (VOID.has(tag)) return `<${tag}${attributes(props)}/>`;
  const open = `<${tag}${attributes(props)}>`;
  const inner = props.dangerouslySetInnerHTML ? props.dangerouslySetInnerHTML.__html : renderStaticMarkup(props.children);
  return `${open}${inner}</${tag}>`;
}
