import { NONCE_HEADER } from "@/lib/portal/security-headers";

// GET /docs/api – the interactive API reference (Scalar), served entirely from this app:
// the script comes from node_modules, fonts are the system's, and "try it" requests go
// straight to this server (no proxy).
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Staydesk</title>
  </head>
  <body>
    <div id="app"></div>
    <script nonce="__NONCE__" src="/docs/api/standalone.js"></script>
    <script nonce="__NONCE__">
      Scalar.createApiReference("#app", {
        url: "/external-api/v1/openapi.json",
        withDefaultFonts: false,
        hideClientButton: false,
        metaData: { title: "API reference · Staydesk" },
      });
    </script>
  </body>
</html>`;

// The page's two scripts carry the Content-Security-Policy's nonce (set by proxy.ts).
export function GET(request: Request) {
  const nonce = request.headers.get(NONCE_HEADER) ?? "";
  const page = PAGE.replaceAll("__NONCE__", /^[A-Za-z0-9+/=]+$/.test(nonce) ? nonce : "");
  return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } });
}
