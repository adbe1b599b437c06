import type { NextRequest } from "next/server";
import { readDeskAttachment } from "@/lib/service/backoffice/read-desk-attachment";
import { deskProblem, signedInSpecialistOf } from "@/lib/service/backoffice/web/route-guard";
import { ServiceError } from "@/lib/service/errors";
import { fileDownloadHeaders } from "@/lib/shared/file-download";

export const dynamic = "force-dynamic";

// GET /specialist/enquiries/{reference}/attachments/{attachmentId} – a file of the
// enquiry's conversation, for a signed-in specialist only, offered for download and never
// rendered in place (the same headers as the API's download).
export async function GET(request: NextRequest, { params }: { params: Promise<{ reference: string; attachmentId: string }> }) {
  if (!(await signedInSpecialistOf(request))) return deskProblem(401, "Sign in to the back office to open this file.");
  const { reference, attachmentId } = await params;
  try {
    const { attachment, bytes } = await readDeskAttachment(reference, attachmentId);
    return new Response(new Uint8Array(bytes), { headers: fileDownloadHeaders({ ...attachment, size: bytes.byteLength }) });
  } catch (error) {
    if (error instanceof ServiceError) return deskProblem(error.status, error.message);
    throw error;
  }
}
