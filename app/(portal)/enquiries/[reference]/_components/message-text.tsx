import { linkify } from "@/lib/shared/linkify";

/**
 * A message is text, never HTML. Its http and https addresses are links that open apart
 * from the portal and pass nothing to the page they open.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm whitespace-pre-wrap text-slate-800 wrap-anywhere" data-testid="message-text">
      {linkify(text).map((part, i) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-brand-700 underline underline-offset-2 break-all hover:text-brand-900">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
