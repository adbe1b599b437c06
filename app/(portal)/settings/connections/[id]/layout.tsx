import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getConnection } from "@/lib/portal/connections/get-connection";
import { requireMember } from "@/lib/portal/session/require-member";
import { ConnectionIdProvider } from "../_components/connection-id";

// The pages of one connection: another organisation's id, or a removed one, is not found.
export default async function ConnectionLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const { organization } = await requireMember({ role: "admin" });
  const connection = await getConnection(organization.id, (await params).id);
  if (!connection) notFound();
  return <ConnectionIdProvider connectionId={connection.id}>{children}</ConnectionIdProvider>;
}
