import type { ReactNode } from "react";
import { requireMember } from "@/lib/portal/session/require-member";

// Settings are for admins. Checked here, above the settings' loading boundary, so that an
// agent gets a real 403 before anything streams; each page and action checks again.
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  await requireMember({ role: "admin" });
  return children;
}
