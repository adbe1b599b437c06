import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PlugIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { EVENT_TYPE_GROUPS, EVENT_TYPES } from "@/lib/contract/event";
import { MAX_WEBHOOKS } from "@/lib/contract/webhook";
import { requireMember } from "@/lib/portal/session/require-member";
import { getWebhookSettings } from "@/lib/portal/webhooks/get-webhook-settings";
import { getConnection } from "@/lib/portal/connections/get-connection";
import { BackLink } from "@/components/ui/back-link";
import { CopyKeyButton } from "./_components/copy-key-button";
import { DeleteWebhookButton } from "./_components/delete-webhook-button";
import { LiveUpdatesSwitch } from "./_components/live-updates-switch";
import { TestEventForm } from "./_components/test-event-form";
import { WebhookDialog } from "./_components/webhook-dialog";
import { LocalTime } from "@/components/time/time-zone";

export const metadata: Metadata = { title: "Webhooks" };


const SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// body: the request's raw bytes, before any JSON parsing
function verify(body: Buffer, signature: string, key: string): boolean {
  const expected = createHmac("sha256", key).update(body).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
// verify(rawBody, request.headers["x-signature"], VERIFICATION_KEY)`;

type Props = { params: Promise<{ id: string }> };

export default async function WebhooksPage({ params }: Props) {
  const { organization } = await requireMember({ role: "admin" });
  const { id } = await params;
  const [connection, settings] = await Promise.all([getConnection(organization.id, id), getWebhookSettings(organization.id, id)]);
  if (!connection || !settings) notFound();
  const back = `/settings/connections/${encodeURIComponent(connection.id)}`;

  if (settings.status !== "ok") {
    return (
      <>
        <BackLink href={back}>{connection.name}</BackLink>
        <PageHeader title={`Webhooks at ${connection.name}`} />
        <EmptyState
          icon={<PlugIcon className="size-8" />}
          title={settings.status === "not-connected" ? `${connection.name} cannot be used yet` : `${connection.name} cannot be reached`}
          action={<ButtonLink href={back} variant="secondary">Open the connection</ButtonLink>}
        >
          {settings.message}
        </EmptyState>
      </>
    );
  }

  const { webhooks, receiver } = settings;
  const full = webhooks.length >= MAX_WEBHOOKS;
  return (
    <>
      <BackLink href={back}>{connection.name}</BackLink>
      <PageHeader title={`Webhooks at ${connection.name}`} description={`Where ${connection.name} sends ${organization.name}'s events, signed with the verification key of that account.`} />
      <div className="flex flex-col gap-6">
        <Card title="Live updates" description="The portal receives the provider's events itself, so enquiries, quotes and timelines change on screen as they happen.">
          <div className="flex flex-col gap-3" data-testid="live-updates">
            <LiveUpdatesSwitch key={String(receiver.registered)} registered={receiver.registered} />
            <p className="text-sm text-slate-600">
              {receiver.registered ? "Registered with the provider" : "Not registered"}
              {" · "}
              {receiver.lastEventAt ? (
                <>
                  last event <LocalTime at={receiver.lastEventAt} />
                </>
              ) : (
                "no event received yet"
              )}
            </p>
            <p className="text-xs break-all text-slate-500">
              Receiver: <span className="font-mono">{receiver.url}</span>
            </p>
          </div>
        </Card>

        <Card
          title="Webhooks"
          description={<span data-testid="webhook-count">{`${webhooks.length} of ${MAX_WEBHOOKS}`}</span>}
          actions={<WebhookDialog eventGroups={EVENT_TYPE_GROUPS} trigger={<Button size="sm">Add webhook</Button>} />}
        >
          {full ? <p className="mb-3 text-sm text-amber-800">The limit is reached: delete a webhook before adding another.</p> : null}
          {webhooks.length === 0 ? (
            <EmptyState title="No webhooks yet">Add the URL of a system of yours that should receive the provider&apos;s events.</EmptyState>
          ) : (
            <ul className="-my-2 divide-y divide-slate-100" aria-label="Webhooks">
              {webhooks.map((w) => (
                <li key={w.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="webhook-row">
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      <span className="font-mono break-all" data-testid="webhook-url">{w.url}</span>
                      {w.isReceiver ? <Badge tone="brand">This portal</Badge> : null}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-600">{w.events.length === 0 ? "All events" : w.events.join(", ")}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {w.description ? `${w.description} · ` : ""}created <LocalTime at={w.createdAt} />
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink href={`${back}/webhooks/${encodeURIComponent(w.id)}`} variant="secondary" size="sm">
                      Delivery log
                    </ButtonLink>
                    <WebhookDialog
                      webhook={{ id: w.id, url: w.url, events: w.events, description: w.description }}
                      eventGroups={EVENT_TYPE_GROUPS}
                      trigger={
                        <Button variant="secondary" size="sm" aria-label={`Edit the webhook ${w.url}`}>
                          Edit
                        </Button>
                      }
                    />
                    <DeleteWebhookButton id={w.id} url={w.url} isReceiver={w.isReceiver} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="Verification key" description="Every delivery carries X-Signature: the base64 HMAC-SHA256 of the exact body under this key.">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-mono text-sm" data-testid="verification-key-hint">
              {settings.verificationKeyHint}
            </span>
            <CopyKeyButton />
          </div>
          {/* Focusable, so that a keyboard can scroll it sideways on a phone. */}
          <pre
            tabIndex={0}
            aria-label="How a receiver verifies X-Signature"
            className="mt-4 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          >
            <code>{SNIPPET}</code>
          </pre>
        </Card>

        {settings.environment === "sandbox" ? (
          <Card title="Send a test event" description="Sandbox: the provider sends an event for one of your enquiries, as it is now, to every subscribed webhook.">
            {settings.enquiries.length === 0 ? (
              <p className="text-sm text-slate-600">
                Create an <Link href="/enquiries/new" className="font-medium text-brand-700 underline">enquiry</Link> first: events are about enquiries.
              </p>
            ) : (
              <TestEventForm enquiries={settings.enquiries} eventTypes={EVENT_TYPES} />
            )}
          </Card>
        ) : null}
      </div>
    </>
  );
}
