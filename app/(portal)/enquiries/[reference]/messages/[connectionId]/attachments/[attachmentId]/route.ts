import { downloadAttachment } from "@/lib/portal/messages/download-attachment";
import { problemResponse } from "@/lib/portal/problem-response";
import { getMember } from "@/lib/portal/session/get-member";
import { fileDownloadHeaders } from "@/lib/shared/file-download";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ reference: string; connectionId: string; attachmentId: string }> };

// GET /enquiries/{reference}/messages/{connectionId}/attachments/{attachmentId} – a message's file, for members of
// the organisation that owns the enquiry only. Never shown inline: saved as a file, never sniffed, and sandboxed should
// a browser open it anyway.
export async function GET(_request: Request, { params }: Params) {
  const lookup = await getMember();
  const { reference, connectionId, attachmentId } = await params;
  // Signed out, or another organisation's: the same 404, which says nothing of whether it exists.
  const file = lookup.status === "member" ? await downloadAttachment(lookup.context.organization.id, reference, connectionId, attachmentId) : null;
  if (!file) return problemResponse("RESOURCE_NOT_FOUND", "There is no such file here.");
  return new Response(new Uint8Array(file.bytes), { headers: fileDownloadHeaders({ ...file, size: file.bytes.length }) });
}
