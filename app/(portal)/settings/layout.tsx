import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { clientExists } from "@/lib/portal/clients/get-client";
import { getConnection, getDefaultConnection } from "@/lib/portal/connections/get-connection";
import { REQUESTED_PATH_HEADER } from "@/lib/portal/navigation/requested-path";
import { requireMember } from "@/lib/portal/session/require-member";
import { firstSettingsPage } from "./first-settings-page";

const EVERY_MEMBER = /^\/settings\/(notifications|clients)(?:[/?]|$)/;
const CONNECTION_PATH = /^\/settings\/connections\/([^/?#]+)/;
const CLIENT_PATH = /^\/settings\/clients\/([^/?#]+)/;

// Settings are for admins, but for each member's own notifications and the clients, which
// agents read (admins change them). Checked here, above the settings' loading boundary, so
// that an agent gets a real 403 before anything streams, and a connection or client id that
// is not the organisation's (or was removed) a real 404; each page and action checks again (a layout is not rendered again when the
// browser moves between its pages).
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(REQUESTED_PATH_HEADER) ?? "";
  // "/settings" itself has no page of its own: each member goes to the first one they may open.
  if (path.split("?")[0] === "/settings") redirect(firstSettingsPage((await requireMember()).member.role));
  const { organization } = await requireMember(EVERY_MEMBER.test(path) ? {} : { role: "admin" });
  const connectionId = CONNECTION_PATH.exec(path)?.[1];
  if (connectionId && !(await getConnection(organization.id, safeDecode(connectionId)))) notFound();
  const clientId = CLIENT_PATH.exec(path)?.[1];
  if (clientId && !(await clientExists(organization.id, safeDecode(clientId)))) notFound();
  // Old links to the one connection's pages, answered with a real redirect before
  // anything streams (below the loading boundary it would be a second page load).
  const old = OLD_PATH.exec(path.split("?")[0]!);
  if (old) {
    const connection = await getDefaultConnection(organization.id);
    if (!connection) redirect("/settings/connections");
    const base = `/settings/connections/${encodeURIComponent(connection.id)}`;
    redirect(old[1] === "connection" ? base : `${base}/webhooks${old[2] ? `/${old[2]}` : ""}`);
  }
  return children;
}

const OLD_PATH = /^\/settings\/(connection|webhooks)(?:\/([^/]+))?\/?$/;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
