import { headers } from "next/headers";
import type { ReactNode } from "react";
import { REQUESTED_PATH_HEADER } from "@/lib/portal/navigation/requested-path";
import { requireMember } from "@/lib/portal/session/require-member";

// Settings are for admins, but for each member's own notifications. Checked here, above
// the settings' loading boundary, so that an agent gets a real 403 before anything
// streams; each page and action checks again (a layout is not rendered again when the
// browser moves between its pages).
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(REQUESTED_PATH_HEADER) ?? "";
  const own = path === "/settings/notifications" || path.startsWith("/settings/notifications?");
  await requireMember(own ? {} : { role: "admin" });
  return children;
}
