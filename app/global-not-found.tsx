import type { Metadata } from "next";
import { connection } from "next/server";
import { PortalFrame } from "@/app/(portal)/_components/portal-frame";
import { PortalNotFound } from "@/components/portal-not-found";
import { WholePageLinks } from "@/components/ui/frame-link";
import { getMember } from "@/lib/portal/session/get-member";
import { PublicNotFound } from "./_components/public-not-found";
import { inter } from "./font";
import "./globals.css";

export const metadata: Metadata = { title: "Page not found · Staydesk" };

// An address no route answers (404), in the frame its visitor knows: the portal's for a
// signed-in member, the public one otherwise. Rendered only for such an address: a
// not-found.tsx of the root layout is also rendered, as a boundary, with every page, and
// would read the member and draw the portal's frame a second time on each of them. Its
// links load whole pages: Next.js renders it as a root of its own, and a client-side
// navigation from it changed the address but left this page showing.
export default async function GlobalNotFound() {
  await connection();
  const lookup = await getMember();
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans">
        <WholePageLinks>
          {lookup.status === "member" ? (
            <PortalFrame context={lookup.context}>
              <PortalNotFound />
            </PortalFrame>
          ) : (
            <PublicNotFound signedIn={lookup.status === "no-organization"} />
          )}
        </WholePageLinks>
      </body>
    </html>
  );
}
