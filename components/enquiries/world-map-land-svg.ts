import { LAND_CELL, LAND_NORTH, LAND_PATH, LAND_SOUTH } from "./world-map-land";

// slate-400: the file is an image, outside the page's stylesheet.
const DOT = "#90a1b9";

/** The land as dots, in map units (x = longitude + 180, y = 90 − latitude), as a standalone SVG file. */
export function landSvg(): string {
  const top = 90 - LAND_NORTH;
  const height = LAND_NORTH - LAND_SOUTH;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} 360 ${height}" width="360" height="${height}">` +
    `<defs><pattern id="d" width="${LAND_CELL}" height="${LAND_CELL}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${LAND_CELL / 2}" cy="${LAND_CELL / 2}" r="${LAND_CELL * 0.34}" fill="${DOT}"/></pattern></defs>` +
    `<path d="${LAND_PATH}" fill="url(#d)"/></svg>`
  );
}
