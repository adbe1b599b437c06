import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConnectionSummary } from "@/components/connection/connection-summary";
import { SandboxButton } from "@/components/connection/sandbox-button";
import { TestConnectionButton } from "@/components/connection/test-connection-button";
import { PageHeader } from "@/components/page-header";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { countConnectionEnquiries } from "@/lib/portal/connections/count-connection-enquiries";
import { builtInEnvironment, getConnection } from "@/lib/portal/connections/get-connection";
import { sandboxHolder } from "@/lib/portal/connections/provision-sandbox-connection";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { requireMember } from "@/lib/portal/session/require-member";
import { receiverUrl } from "@/lib/portal/connections/receiver-url";
import { provisionSandboxKeyAction, testConnectionAction } from "../actions";
import { ConnectionForm } from "../_components/connection-form";
import { RemoveConnectionButton } from "../_components/remove-connection-button";
import { RenameForm } from "../_components/rename-form";
import { LiveUpdatesSwitch } from "./webhooks/_components/live-updates-switch";

export const metadata: Metadata = { title: "Connection" };

type Props = { params: Promise<{ id: string }> };

export default async function ConnectionPage({ params }: Props) {
  const { organization } = await requireMember({ role: "admin" });
  const { id } = await params;
  const connection = await getConnection(organization.id, id);
  if (!connection) notFound();
  const [enquiries, holder] = await Promise.all([countConnectionEnquiries(organization.id, connection.id), sandboxHolder(organization.id)]);
  const environment = builtInEnvironment();
  const builtInUrl = getPortalUrl();
  // The sandbox gives one account, and a new key revokes the one before: offered on the
  // connection holding its key, or on any built-in one while none does.
  const sandboxKey = environment === "sandbox" && connection.baseUrl === null && (holder === null || holder.id === connection.id);
  const webhooks = `/settings/connections/${encodeURIComponent(connection.id)}/webhooks`;

  return (
    <>
      <BackLink href="/settings/connections">Connections</BackLink>
      <PageHeader
        title={connection.name}
        description={`How ${organization.name} reaches this provider. Every call the portal makes to it uses this key, on the server only.`}
      />
      <div className="flex flex-col gap-6">
        <Card
          title="Current connection"
          actions={sandboxKey ? <SandboxButton action={provisionSandboxKeyAction} connectionId={connection.id} label="Get a new sandbox key" variant="secondary" /> : null}
        >
          <ConnectionSummary connection={connection} builtInUrl={builtInUrl} />
          <div className="mt-6 border-t border-slate-100 pt-4">
            <TestConnectionButton
              key={`${connection.environment}|${connection.baseUrl}|${connection.keyHint}`}
              action={testConnectionAction}
              connectionId={connection.id}
              variant={connection.lastCheck?.ok ? "secondary" : "primary"}
            />
          </div>
        </Card>

        <Card
          title="Live updates"
          description={`The portal receives the events of ${connection.name} itself, so enquiries, quotes and timelines change on screen as they happen.`}
          actions={
            <ButtonLink href={webhooks} variant="secondary" size="sm">
              Webhooks
            </ButtonLink>
          }
        >
          <div className="flex flex-col gap-3" data-testid="live-updates">
            <LiveUpdatesSwitch key={String(connection.liveUpdates)} registered={connection.liveUpdates} />
            <p className="text-xs break-all text-slate-500">
              Receiver: <span className="font-mono">{receiverUrl(connection.id)}</span>
            </p>
          </div>
        </Card>

        <Card title="Name" description="What agents read on the intake form and the enquiry pages, unique among this organisation's providers; and what clients read on share pages.">
          <RenameForm name={connection.name} publicName={connection.publicName} />
        </Card>

        <Card title="Change the connection" description="Another address for this provider, or a new key.">
          <ConnectionForm
            current={{ id: connection.id, environment: connection.environment, baseUrl: connection.baseUrl, keyHint: connection.keyHint }}
            builtInEnvironment={environment}
            builtInUrl={builtInUrl}
          />
        </Card>

        <Card title="Remove this provider" description="Stops sending enquiries to it and receiving its events; its enquiries stay as history.">
          <RemoveConnectionButton name={connection.name} enquiries={enquiries.total} open={enquiries.open} />
        </Card>
      </div>
    </>
  );
}
