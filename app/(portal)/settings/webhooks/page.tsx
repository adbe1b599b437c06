import { redirect } from "next/navigation";
import { getDefaultConnection } from "@/lib/portal/connections/get-connection";
import { requireMember } from "@/lib/portal/session/require-member";

// The webhooks of the organisation's one connection, before there could be several: old
// links open the oldest connection's.
export default async function OldWebhooksPage() {
  const { organization } = await requireMember({ role: "admin" });
  const connection = await getDefaultConnection(organization.id);
  redirect(connection ? `/settings/connections/${encodeURIComponent(connection.id)}/webhooks` : "/settings/connections");
}
