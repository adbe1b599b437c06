import { Card } from "@/components/ui/card";
import { readThread } from "@/lib/portal/messages/read-thread";
import type { ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import type { MemberContext } from "@/lib/portal/session/get-member";
import { filesPath, ThreadFrame } from "./message-list";
import { MessagesBoundary } from "./messages-boundary";

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
  const several = threads.length > 1;
  // The e-mail about a provider's message links here.
  return (
    <div id="messages" className="scroll-mt-24">
      <Card title="Messages" description={several ? "Each provider sees only its own conversation." : `Questions to ${threads[0]?.providerName ?? "the provider"}'s specialist about this enquiry.`}>
        <MessagesBoundary reference={reference} organizationId={context.organization.id} userId={context.user.id} threads={threads}>
          <div className="flex flex-col gap-6">
            {threads.map((thread) => (
              <ThreadFrame key={thread.connectionId} thread={thread} several={several} files={filesPath(reference, thread.connectionId)} data={thread.initial} composer={<ComposerShell />} />
            ))}
          </div>
        </MessagesBoundary>
      </Card>
    </div>
  );
}

/** The composer's place until it has loaded (a moment after the page): the same size, not yet usable. */
function ComposerShell() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      <div className="h-[5.5rem] rounded-md bg-white ring-1 ring-slate-200 ring-inset" />
      <div className="h-16" />
      <div className="h-9 w-20 rounded-md bg-slate-100" />
    </div>
  );
}
