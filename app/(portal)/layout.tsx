import type { ReactNode } from "react";
import { requireMember } from "@/lib/portal/session/require-member";
import { PortalFrame } from "./_components/portal-frame";

// Every page below needs a signed-in member. The member and organisation are loaded
// once here for the frame; each page checks again for itself (layouts do not re-run on
// every navigation, and a page can be requested on its own).
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const context = await requireMember();
  return <PortalFrame context={context}>{children}</PortalFrame>;
}
