import type { Metadata } from "next";
import { PublicNotFound } from "./_components/public-not-found";

export const metadata: Metadata = { title: "Page not found" };

// What a page outside the portal shows when it finds nothing and has no not-found of its
// own. An address no route answers is global-not-found.tsx's; this one is rendered, as the
// root layout's boundary, with every page, so it reads nothing.
export default function NotFound() {
  return <PublicNotFound signedIn={false} />;
}
