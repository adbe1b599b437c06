import "server-only";
import { provisionSandboxAccount } from "@/lib/client";
import { sandboxProvisioningToken } from "@/lib/secrets";
import { PortalError } from "../errors";
import { getBuiltInServiceUrl } from "../portal-url";
import type { MemberContext } from "../session/get-member";
import { describeClientError } from "../client-errors";
import { builtInEnvironment } from "./get-connection";
import { enableLiveUpdates } from "../webhooks/enable-live-updates";
import { moveLiveUpdates } from "../webhooks/move-live-updates";
import { saveConnection } from "./save-connection";

/**
 * "Use the built-in sandbox": asks the service built into this app for an account of the
 * organisation's own (over HTTP, as it would a remote provider) and stores its key.
 * Doing it again replaces the key and revokes the old one.
 */
export async function provisionSandboxConnection(context: MemberContext): Promise<{ keyHint: string }> {
  if (builtInEnvironment() !== "sandbox") {
    throw new PortalError("INVALID", "The service built into this app runs production: there is no sandbox to connect to.");
  }
  let apiKey: string;
  try {
    const account = await provisionSandboxAccount(
      { baseUrl: getBuiltInServiceUrl(), token: sandboxProvisioningToken() },
      { accountName: `portal:${context.organization.id}`, label: "portal", displayName: context.organization.name },
    );
    apiKey = account.apiKey;
  } catch (error) {
    throw new PortalError("SERVICE", `The built-in sandbox could not create an account. ${describeClientError(error)}`);
  }
  const { keyHint, previous } = await saveConnection(context, { environment: "sandbox", baseUrl: null, apiKey, provisioned: true });
  // Connected elsewhere before: the portal's receiver leaves that account.
  if (previous) await moveLiveUpdates(context.organization.id, previous);
  // A new organisation gets live updates without a step of its own. Failing here leaves a
  // working connection: the switch on the webhook settings page tries again.
  await enableLiveUpdates(context.organization.id).catch((error: unknown) => {
    console.error(`[connections] live updates not registered: ${error instanceof Error ? error.message : String(error)}`);
  });
  return { keyHint };
}
