import { redirect } from "next/navigation";
import { requireMember } from "@/lib/portal/session/require-member";
import { firstSettingsPage } from "./first-settings-page";

// Loaded directly, the settings layout answers "/settings" with a redirect before anything
// streams; this page is the same for a navigation inside the portal.
export default async function SettingsPage() {
  redirect(firstSettingsPage((await requireMember()).member.role));
}
