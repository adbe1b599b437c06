import { readLimitedBody } from "@/lib/net/read-limited-body";
import { MAX_ATTACHMENT_BYTES } from "@/lib/contract/message-rules";
import { uploadAttachment } from "@/lib/portal/messages/upload-attachment";
import { problemResponse } from "@/lib/portal/problem-response";
import { getMember } from "@/lib/portal/session/get-member";

type Params = { params: Promise<{ reference: string; connectionId: string }> };

// POST /enquiries/{reference}/messages/{connectionId}/attachments?filename= – one file for the next message (raw body)
export async function POST(request: Request, { params }: Params) {
  // Only this portal's own pages upload: a page of another site cannot post a file with the member's cookie.
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return problemResponse("FORBIDDEN", "Files can only be attached from the enquiry's page.");
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to attach files.");
  const { reference, connectionId } = await params;
  const filename = new URL(request.url).searchParams.get("filename") ?? "";
  const bytes = await readLimitedBody(request, MAX_ATTACHMENT_BYTES);
  if (bytes === null) return problemResponse("PAYLOAD_TOO_LARGE", `“${filename || "The file"}” is larger than 10 MB. Attach a smaller file.`);
  const outcome = await uploadAttachment({ organizationId: lookup.context.organization.id, reference, connectionId, filename, bytes });
  switch (outcome.status) {
    case "stored":
      return Response.json(outcome.attachment, { status: 201 });
    case "refused":
      return problemResponse("VALIDATION_ERROR", outcome.message);
    case "not-found":
      return problemResponse("RESOURCE_NOT_FOUND", "This enquiry has no such provider.");
    case "no-extension":
      return problemResponse("STATE_CONFLICT", outcome.message);
    case "failed":
      return problemResponse("SERVICE_UNAVAILABLE", outcome.message);
  }
}
