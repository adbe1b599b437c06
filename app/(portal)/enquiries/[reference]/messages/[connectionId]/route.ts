import { readThread } from "@/lib/portal/messages/read-thread";
import { problemResponse } from "@/lib/portal/problem-response";
import { getMember } from "@/lib/portal/session/get-member";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ reference: string; connectionId: string }> };

// GET /enquiries/{reference}/messages/{connectionId} – one provider's thread of the enquiry (the open page's refetch)
export async function GET(_request: Request, { params }: Params) {
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to read the messages.");
  const { reference, connectionId } = await params;
  const thread = await readThread(lookup.context.organization.id, reference, connectionId);
  if (thread.status === "not-found") return problemResponse("RESOURCE_NOT_FOUND", "This enquiry has no such provider.");
  return Response.json(thread, { headers: { "cache-control": "private, no-store" } });
}
