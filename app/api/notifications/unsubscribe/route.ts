import { unsubscribeWithToken } from "@/lib/portal/notifications/unsubscribe";

// POST /api/notifications/unsubscribe?token=… – one-click unsubscribe (RFC 8058): a mail
// client posts `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe header;
// the signed token is the whole authority, so no session or CSRF token is asked for.
// The unsubscribe page's own button posts here too (`from=page`) and is sent back to it.
export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  const token = url.searchParams.get("token") ?? "";
  const result = await unsubscribeWithToken(token);
  if (form?.get("from") === "page") {
    const back = new URLSearchParams({ token, ...(result.status === "done" ? { done: "1" } : {}) });
    return new Response(null, { status: 303, headers: { Location: `/unsubscribe?${back}` } });
  }
  if (result.status === "invalid") return text(400, "This unsubscribe link is not valid. Choose your e-mails in Settings → Notification e-mails instead.");
  return text(200, `Unsubscribed: you will no longer receive ${result.what}.`);
}

// GET – a person opened the link in a browser (or a scanner followed it): nothing changes
// until they press the page's button.
export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return new Response(null, { status: 303, headers: { Location: `/unsubscribe?${new URLSearchParams({ token })}` } });
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
