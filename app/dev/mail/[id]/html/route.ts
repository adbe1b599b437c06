import { getCaughtMail, catcherAvailable } from "@/lib/mail/caught-mail";

// GET /dev/mail/{id}/html – a caught message's HTML part on its own (development only)
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!catcherAvailable()) return new Response("Not found", { status: 404 });
  const message = await getCaughtMail((await params).id);
  if (!message?.html) return new Response("Not found", { status: 404 });
  return new Response(message.html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
