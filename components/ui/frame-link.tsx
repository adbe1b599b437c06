"use client";

import Link from "next/link";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";

const WholePages = createContext(false);

/**
 * Around a document the app router does not own (the page for an address nothing answers,
 * which Next.js renders as a root of its own): there a client-side navigation changes the
 * address but leaves that page showing, so every FrameLink inside loads the whole page.
 */
export function WholePageLinks({ children }: { children: ReactNode }) {
  return <WholePages value={true}>{children}</WholePages>;
}

/** A link of the app's frame and pages: next/link, or a plain link inside WholePageLinks. */
export function FrameLink({ prefetch, ...anchor }: ComponentProps<"a"> & { href: string; prefetch?: boolean }) {
  const whole = useContext(WholePages);
  return whole ? <a {...anchor} /> : <Link prefetch={prefetch} {...anchor} />;
}
