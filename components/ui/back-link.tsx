import Link from "next/link";

/** "← Parent page" above a page's header. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="mb-3 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      ← {children}
    </Link>
  );
}
