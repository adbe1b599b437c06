import { cn } from "@/lib/shared/cn";
import { LAND_NORTH, LAND_SOUTH } from "./world-map-land";

export type MapPoint = { latitude: number; longitude: number };

const GRATICULE_STEP = 30;
/** The land, served by app/maps/land.svg in the same map units. */
const LAND_SVG_URL = "/maps/land.svg";

/**
 * A small equirectangular world map with one marker (or several: "Who is where"): land as dots (generated from the
 * gazetteer, see scripts/build-world-map.ts) from one file the browser keeps, a 30°
 * graticule and the marker drawn here, no tiles. The label says in words what the marker shows.
 */
export function WorldMap({ point, label, className }: { point: MapPoint | readonly MapPoint[] | null; label: string; className?: string }) {
  const points = point === null ? [] : "latitude" in point ? [point] : point;
  const top = 90 - LAND_NORTH;
  const height = LAND_NORTH - LAND_SOUTH;
  const meridians = Array.from({ length: 360 / GRATICULE_STEP + 1 }, (_, i) => i * GRATICULE_STEP);
  const parallels = Array.from({ length: 180 / GRATICULE_STEP + 1 }, (_, i) => i * GRATICULE_STEP).filter((y) => y > top && y < top + height);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 ${top} 360 ${height}`}
      className={cn("block h-auto w-full rounded-md bg-sky-50 ring-1 ring-slate-200", className)}
    >
      <g className="stroke-sky-200" strokeWidth={0.4} fill="none">
        {meridians.map((mx) => (
          <line key={`m${mx}`} x1={mx} x2={mx} y1={top} y2={top + height} />
        ))}
        {parallels.map((py) => (
          <line key={`p${py}`} x1={0} x2={360} y1={py} y2={py} strokeWidth={py === 90 ? 0.8 : 0.4} />
        ))}
      </g>
      <image href={LAND_SVG_URL} x={0} y={top} width={360} height={height} />
      {points.map((p, i) => (
        <g key={i} transform={`translate(${p.longitude + 180} ${90 - p.latitude})`}>
          {points.length === 1 ? (
            <>
              <circle r={9} className="fill-brand-600/20" />
              <line x1={-14} x2={14} className="stroke-brand-600/50" strokeWidth={0.6} />
              <line y1={-14} y2={14} className="stroke-brand-600/50" strokeWidth={0.6} />
            </>
          ) : null}
          <circle r={3.4} className="fill-brand-600 stroke-white" strokeWidth={1.2} />
        </g>
      ))}
    </svg>
  );
}
