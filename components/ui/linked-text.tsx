import { linkify } from "@/lib/shared/linkify";
import { cn } from "@/lib/shared/cn";

/**
 * Text someone wrote, shown as text (React escapes it; it is never read as HTML), its line
 * breaks kept, and its http and https addresses made links that open in a new tab without
 * handing that tab this page (noopener), the address it came from (noreferrer) or this
 * site's standing with search engines (nofollow).
 */
export function LinkedText({ text, className, ...props }: { text: string; className?: string; "data-testid"?: string }) {
  return (
    <p className={cn("whitespace-pre-wrap wrap-anywhere", className)} {...props}>
      {linkify(text).map((part, index) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
