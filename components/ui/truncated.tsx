import { cn } from "@/lib/shared/cn";

/**
 * A value someone typed, which can be as long as a field allows (a reference, a name), on
 * one line cut to the space it has: the whole value is its title (shown on hover) and is
 * what assistive technology reads, and the value's own page shows it wrapped.
 */
export function Truncated({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn("block truncate", className)}>
      {text}
    </span>
  );
}
