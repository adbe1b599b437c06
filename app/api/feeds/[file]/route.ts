import { readFeed } from "@/lib/portal/feeds/read-feed";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ file: string }> };

// GET /api/feeds/{token}.{csv|ics|json} – a client's stays at the secret address an admin
// made on the client's page; no session: the token is the key. An address that is not a
// working feed answers 404 and nothing more.
export async function GET(_request: Request, { params }: Props) {
  const { file } = await params;
  const feed = await readFeed(file);
  if (!feed) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  return new Response(feed.body, {
    headers: {
      "content-type": feed.contentType,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
      ...(feed.format === "csv" ? { "content-disposition": `attachment; filename="${feed.fileName}"` } : {}),
    },
  });
}
