import { notFound, redirect } from "next/navigation";
import { openNotification } from "@/lib/portal/notifications/open-notification";
import { requireMember } from "@/lib/portal/session/require-member";

// GET /notifications/{id} – open one of the member's notifications from the list: it is
// marked read, then the browser goes where it leads (the enquiry, the connection, the
// delivery log). The list links here with plain links, never prefetched, so only a
// person's click reads it; someone else's notification is not found.
export default async function OpenNotificationPage({ params }: { params: Promise<{ id: string }> }) {
  const context = await requireMember();
  const target = await openNotification(context, (await params).id);
  if (!target) notFound();
  redirect(target);
}
