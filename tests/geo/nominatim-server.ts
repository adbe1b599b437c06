import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One recorded answer: what a Nominatim server sends for a request. `hang` never answers. */
export type Recorded = { status?: number; headers?: Record<string, string>; body?: unknown; hang?: true };

/**
 * A Nominatim-compatible server on a free local port, answering from recorded answers
 * keyed by "path?q=…" (search), "path?lat=…&lon=…" (reverse) or "path?osm_ids=…" (lookup).
 * Unknown requests get an empty result, as Nominatim gives for an unknown text.
 */
export async function startNominatim(answers: Record<string, Recorded>) {
  const requests: URL[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url);
    const key = keyOf(url);
    const answer = answers[key] ?? { body: url.pathname === "/reverse" ? { error: "Unable to geocode" } : [] };
    if (answer.hang) {
      hanging.add(res);
      return;
    }
    res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers });
    res.end(JSON.stringify(answer.body ?? []));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function keyOf(url: URL): string {
  const p = url.searchParams;
  if (url.pathname === "/search") return `/search?q=${p.get("q")}`;
  if (url.pathname === "/reverse") return `/reverse?lat=${p.get("lat")}&lon=${p.get("lon")}`;
  return `${url.pathname}?osm_ids=${p.get("osm_ids")}`;
}
