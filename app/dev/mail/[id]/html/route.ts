import { getCaughtMail, catcherAvailable } from "@/lib/mail/caught-mail";
import { problemResponse } from "@/lib/portal/problem-response";

// GET /dev/mail/{id}/html – a caught message's HTML part on its own (development only)
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!catcherAvailable()) return problemResponse("RESOURCE_NOT_FOUND", "This server has no mail catcher.");
  const message = await getCaughtMail((await params).id);
  if (!message?.html) return problemResponse("RESOURCE_NOT_FOUND", "No caught message with an HTML part has this id.");
  return new Response(message.html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
