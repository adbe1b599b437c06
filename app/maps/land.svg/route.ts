import { landSvg } from "@/components/enquiries/world-map-land-svg";

// The world map's land, the same on every map: one file the browser keeps, rather than
// 12 KB of path in every page that shows a map (and again in its flight data).
export const dynamic = "force-static";

export function GET() {
  return new Response(landSvg(), {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
