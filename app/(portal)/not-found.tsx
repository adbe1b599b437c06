import type { Metadata } from "next";
import { PortalNotFound } from "@/components/portal-not-found";

// Inside the portal's layout, which already draws the frame: the root not-found would draw
// it a second time, and it is rendered (for the boundary) with every page of the portal.
export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return <PortalNotFound />;
}
