import type { NextRequest } from "next/server";
import { storeDeskAttachment } from "@/lib/service/backoffice/store-desk-attachment";
import { deskProblem, signedInSpecialistOf } from "@/lib/service/backoffice/web/route-guard";
import { ServiceError } from "@/lib/service/errors";

export const dynamic = "force-dynamic";

// POST /specialist/enquiries/{reference}/attachments?filename= – a file (the raw body) for
// the specialist's next message on the enquiry; answers its id, name, type and size. A
// route rather than a server action: a file may be 10 MB, and server actions take 1 MB.
export async function POST(request: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  // Only the back office's own pages upload (a cookie is not sent cross-site, and this says it plainly).
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return deskProblem(403, "Upload files from the back office's own page.");
  if (!(await signedInSpecialistOf(request))) return deskProblem(401, "Sign in to the back office.");
  const { reference } = await params;
  const filename = request.nextUrl.searchParams.get("filename") ?? "";
  if (!request.body) return deskProblem(400, "The file is empty.");
  try {
    const attachment = await storeDeskAttachment(reference, { filename, bytes: request.body });
    return Response.json({ data: attachment }, { status: 201, headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof ServiceError) return deskProblem(error.status, error.message, error.errors);
    throw error;
  }
}
