import { Card } from "@/components/ui/card";
import { readThread } from "@/lib/portal/messages/read-thread";
import type { ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import type { MemberContext } from "@/lib/portal/session/get-member";
import { MessageThreads } from "./message-threads";

/**
 * The enquiry's conversations with its providers (streamed in: each thread is read from
 * its provider). A removed provider's connection has no key, so no thread.
 */
export async function MessagesCard({ context, reference, providers }: { context: MemberContext; reference: string; providers: ProviderEnquiryView[] }) {
  const reachable = providers.filter((p) => !p.connection.removed);
  if (reachable.length === 0) return null;
  const threads = await Promise.all(
    reachable.map(async (p) => ({
      connectionId: p.connection.id,
      providerName: p.connection.name,
      serviceReference: p.serviceReference,
      initial: await readThread(context.organization.id, reference, p.connection.id),
    })),
  );
  return (
    <Card title="Messages" description={reachable.length > 1 ? "Each provider sees only its own conversation." : `Questions to ${reachable[0]?.connection.name ?? "the provider"}'s specialist about this enquiry.`}>
      <MessageThreads reference={reference} organizationId={context.organization.id} userId={context.user.id} threads={threads} />
    </Card>
  );
}
