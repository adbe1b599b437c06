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
    <script src="/docs/api/standalone.js"></script>
    <script>
      Scalar.createApiReference("#app", {
        url: "/external-api/v1/openapi.json",
        withDefaultFonts: false,
        hideClientButton: false,
        metaData: { title: "API reference · Staydesk" },
      });
    </script>
  </body>
</html>`;

export function GET() {
  return new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } });
}
