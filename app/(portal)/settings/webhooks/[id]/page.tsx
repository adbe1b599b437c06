import { redirect } from "next/navigation";
import { getDefaultConnection } from "@/lib/portal/connections/get-connection";
import { requireMember } from "@/lib/portal/session/require-member";

// A delivery log linked from an e-mail sent before there could be several connections:
// the webhook was the organisation's one connection's, now its oldest.
export default async function OldDeliveryLogPage({ params }: { params: Promise<{ id: string }> }) {
  const { organization } = await requireMember({ role: "admin" });
  const [{ id }, connection] = await Promise.all([params, getDefaultConnection(organization.id)]);
  redirect(connection ? `/settings/connections/${encodeURIComponent(connection.id)}/webhooks/${encodeURIComponent(id)}` : "/settings/connections");
}
