import { LiveBoundary } from "@/components/live/live-boundary";
import { IndicatorView, initialStatus } from "@/components/live/indicator-view";
import { providerNames, TimelineList } from "@/components/live/timeline-list";
import { closureReasonLabel } from "@/components/ui/enquiry-state-badge";
import { Card } from "@/components/ui/card";
import { CLOSURE_REASONS } from "@/lib/contract/common";
import { EVENT_TYPES } from "@/lib/contract/event";
import { markEnquirySeen } from "@/lib/portal/enquiries/mark-enquiry-seen";
import { latestEventSeq } from "@/lib/portal/live/list-events-after";
import { listTimeline } from "@/lib/portal/live/list-timeline";
import { getLiveUpdatesState, listUpdatesGaps } from "@/lib/portal/live/live-updates-state";
import { readEnquirySummary } from "@/lib/portal/live/read-enquiry-summary";
import type { TimelineSource } from "@/lib/portal/live/messages";
import type { MemberContext } from "@/lib/portal/session/get-member";
import { SandboxControls } from "./sandbox-controls";

type Props = {
  context: MemberContext;
  /** The agency enquiry's reference. */
  reference: string;
  /** Its providers' enquiries: the timeline shows the events of each. */
  sources: TimelineSource[];
  /** The provider the sandbox controls play, when it is a sandbox: its name, and its enquiry's reference and state. */
  sandbox: { connectionId: string; name: string; serviceReference: string; state: string | null } | null;
  createdAt: string;
};

/**
 * The enquiry's live part: its timeline, kept current by the live stream (whose summaries
 * the state in the Status card shows at once, and which re-renders the page's server parts
 * when the summary does not say all that changed), and in the sandbox the controls that play the
 * provider. Opening the page marks the enquiry's quotes as read.
 */
export async function EnquiryLive({ context, reference, sources, sandbox, createdAt }: Props) {
  const organizationId = context.organization.id;
  // The stream position first: events stored while the timeline is read come again and are merged.
  const since = await latestEventSeq(organizationId);
  const [timeline, gaps, updates, summary] = await Promise.all([
    listTimeline(organizationId, sources),
    listUpdatesGaps(organizationId, new Date(createdAt)),
    getLiveUpdatesState(organizationId),
    readEnquirySummary(organizationId, { reference }),
    markEnquirySeen(organizationId, context.user.id, reference),
  ]);
  return (
    <>
      <LiveBoundary kind="enquiry" since={since} userId={context.user.id} updates={updates} reference={reference} sources={sources} initial={timeline} gaps={gaps} summary={summary && { state: summary.state, quoteCount: summary.quoteCount, quotedAt: summary.quotedAt }}>
        <Card title="Timeline" actions={<IndicatorView status={initialStatus(updates.on)} polls />}>
          <TimelineList entries={timeline} gaps={gaps} providers={providerNames(sources)} />
        </Card>
      </LiveBoundary>
      {sandbox ? (
        <Card
          title={`Sandbox controls for ${sandbox.name}`}
          description={`The sandbox plays ${sandbox.name}: move its enquiry ${sandbox.serviceReference} on, or have it send an event, and watch the timeline, the state and the quotes follow.`}
        >
          <SandboxControls
            connectionId={sandbox.connectionId}
            serviceReference={sandbox.serviceReference}
            state={sandbox.state}
            closureReasons={CLOSURE_REASONS.map((value) => ({ value, label: closureReasonLabel(value) }))}
            eventTypes={EVENT_TYPES}
          />
        </Card>
      ) : null}
    </>
  );
}
