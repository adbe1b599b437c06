import { redirect } from "next/navigation";
import { getDefaultConnection } from "@/lib/portal/connections/get-connection";
import { requireMember } from "@/lib/portal/session/require-member";

// The page of the organisation's one connection, before there could be several: its
// links (e-mails, bookmarks) open the oldest connection, or the list when there is none.
export default async function OldConnectionPage() {
  const { organization } = await requireMember({ role: "admin" });
  const connection = await getDefaultConnection(organization.id);
  redirect(connection ? `/settings/connections/${encodeURIComponent(connection.id)}` : "/settings/connections");
}
