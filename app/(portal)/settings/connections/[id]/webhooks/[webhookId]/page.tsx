import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackLink } from "@/components/ui/back-link";
import { getConnection } from "@/lib/portal/connections/get-connection";
import { PageHeader } from "@/components/page-header";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableCell, TableHeader } from "@/components/ui/table";
import { PortalError } from "@/lib/portal/errors";
import { requireMember } from "@/lib/portal/session/require-member";
import { FAILING_AFTER, isWebhookFailing } from "@/lib/portal/webhooks/webhook-failing";
import { listWebhookDeliveries } from "@/lib/portal/webhooks/list-webhook-deliveries";
import { ResendButton } from "../_components/resend-button";
import { ResendSinceForm } from "../_components/resend-since-form";
import { LocalTime } from "@/components/time/time-zone";

export const metadata: Metadata = { title: "Delivery log" };

type Props = { params: Promise<{ id: string; webhookId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const TONES: Record<string, BadgeTone> = { SUCCEEDED: "success", FAILED: "danger", PENDING: "warning", CANCELLED: "neutral" };

export default async function DeliveryLogPage({ params, searchParams }: Props) {
  const { organization } = await requireMember({ role: "admin" });
  const { id: connectionId, webhookId: id } = await params;
  const connection = await getConnection(organization.id, connectionId);
  if (!connection) notFound();
  const query = await searchParams;
  const failedOnly = query.failed === "1";
  const link = typeof query.page === "string" ? query.page : undefined;
  const webhooks = `/settings/connections/${encodeURIComponent(connection.id)}/webhooks`;
  const base = `${webhooks}/${encodeURIComponent(id)}`;

  let page;
  try {
    page = await listWebhookDeliveries(organization.id, connection.id, id, { failedOnly, link });
  } catch (error) {
    if (!(error instanceof PortalError)) throw error;
    return (
      <>
        <PageHeader title="Delivery log" />
        <EmptyState title="The delivery log cannot be shown" action={<ButtonLink href={webhooks} variant="secondary">All webhooks</ButtonLink>}>
          {error.message}
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <BackLink href={webhooks}>{`Webhooks at ${connection.name}`}</BackLink>
      <PageHeader title="Delivery log" description={`Every event ${connection.name} sent to this webhook, newest first, with its attempts.`} />
      <div className="flex flex-col gap-6">
        {!failedOnly && !link && isWebhookFailing(page.data) ? (
          <p role="status" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            {`This webhook is failing: its last ${FAILING_AFTER} deliveries failed after every retry. Admins are told by e-mail.`}
          </p>
        ) : null}
        <Card
          title={failedOnly ? "Failed deliveries" : "Recent deliveries"}
          actions={
            <ButtonLink href={failedOnly ? base : `${base}?failed=1`} variant="secondary" size="sm">
              {failedOnly ? "Show all" : "Failures only"}
            </ButtonLink>
          }
        >
          {page.data.length === 0 ? (
            <p className="text-sm text-slate-600">{failedOnly ? "No failed deliveries." : "Nothing delivered yet."}</p>
          ) : (
            <Table caption={failedOnly ? "Failed deliveries" : "Recent deliveries"} hideCaption>
              <thead>
                <tr>
                  <TableHeader scope="col">Event</TableHeader>
                  <TableHeader scope="col">Status</TableHeader>
                  <TableHeader scope="col" numeric>Attempts</TableHeader>
                  <TableHeader scope="col">Last response</TableHeader>
                  <TableHeader scope="col">Next retry</TableHeader>
                  <TableHeader scope="col">
                    <span className="sr-only">Resend</span>
                  </TableHeader>
                </tr>
              </thead>
              <tbody>
                {page.data.map((d) => {
                  const last = d.attempts.at(-1);
                  return (
                    <tr key={d.id} data-testid="delivery-row">
                      <TableCell>
                        <span className="font-mono text-xs">{d.eventType}</span>
                        <span className="block text-xs text-slate-500"><LocalTime at={d.createdAt} seconds /></span>
                      </TableCell>
                      <TableCell>
                        <Badge tone={TONES[d.status] ?? "neutral"}>{d.status.toLowerCase()}</Badge>
                      </TableCell>
                      <TableCell numeric>{d.attemptCount}</TableCell>
                      <TableCell className="text-xs">
                        {last ? `${last.statusCode ?? "no answer"} · ${last.durationMs} ms` : "—"}
                        {last?.error ? <span className="block text-red-700">{last.error}</span> : null}
                      </TableCell>
                      <TableCell className="text-xs">{d.nextAttemptAt ? <LocalTime at={d.nextAttemptAt} seconds /> : "—"}</TableCell>
                      <TableCell className="text-right">
                        <ResendButton webhookId={id} deliveryId={d.id} />
                      </TableCell>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          {page.pagination.next ? (
            <div className="mt-4">
              <ButtonLink href={`${base}?${new URLSearchParams({ ...(failedOnly ? { failed: "1" } : {}), page: page.pagination.next })}`} variant="secondary" size="sm">
                Older deliveries
              </ButtonLink>
            </div>
          ) : null}
        </Card>
        <Card title="Resend failed deliveries" description="Queues every failed delivery from that time on for one more attempt.">
          <ResendSinceForm webhookId={id} />
        </Card>
      </div>
    </>
  );
}
