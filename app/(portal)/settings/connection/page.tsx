import type { Metadata } from "next";
import { ConnectionSummary } from "@/components/connection/connection-summary";
import { SandboxButton } from "@/components/connection/sandbox-button";
import { TestConnectionButton } from "@/components/connection/test-connection-button";
import { PlugIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { builtInEnvironment, getConnection } from "@/lib/portal/connections/get-connection";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { requireMember } from "@/lib/portal/session/require-member";
import { provisionSandboxAction, testConnectionAction } from "./actions";
import { ConnectionForm } from "./_components/connection-form";

export const metadata: Metadata = { title: "Connection" };

export default async function ConnectionPage() {
  const { organization } = await requireMember({ role: "admin" });
  const connection = await getConnection(organization.id);
  const environment = builtInEnvironment();
  const builtInUrl = getPortalUrl();
  const sandboxAvailable = environment === "sandbox";

  return (
    <>
      <PageHeader
        title="Connection"
        description={`How ${organization.name} reaches the Enquiry and Quote Integration Service. Every call the portal makes uses this key, on the server only.`}
      />
      <div className="flex flex-col gap-6">
        {connection ? (
          <Card
            title="Current connection"
            actions={sandboxAvailable && connection.baseUrl === null ? <SandboxButton action={provisionSandboxAction} label="Get a new sandbox key" variant="secondary" /> : null}
          >
            <ConnectionSummary connection={connection} builtInUrl={builtInUrl} />
            <div className="mt-6 border-t border-slate-100 pt-4">
              <TestConnectionButton key={`${connection.environment}|${connection.baseUrl}|${connection.keyHint}`} action={testConnectionAction} variant={connection.lastCheck?.ok ? "secondary" : "primary"} />
            </div>
          </Card>
        ) : (
          <Card>
            <EmptyState
              icon={<PlugIcon className="size-8" />}
              title={`${organization.name} is not connected yet`}
              action={sandboxAvailable ? <SandboxButton action={provisionSandboxAction} /> : null}
            >
              {sandboxAvailable
                ? "Use the sandbox built into this app to try everything at once: one click creates an account and a key for your organisation. Or enter the key of your own account below."
                : "Enter the address of the service and the API key of your account below."}
            </EmptyState>
          </Card>
        )}

        <Card
          title={connection ? "Change the connection" : "Connect with your own key"}
          description="For a provider account of your own, or to replace the key."
        >
          <ConnectionForm
            current={connection ? { environment: connection.environment, baseUrl: connection.baseUrl, keyHint: connection.keyHint } : null}
            builtInEnvironment={environment}
            builtInUrl={builtInUrl}
          />
        </Card>
      </div>
    </>
  );
}
