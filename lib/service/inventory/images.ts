import type { Random } from "./random";
import type { StoredImage } from "./types";

// Illustrations served by this deployment from public/properties/ (no external hosts).
// Paths are stored; the full URL is made when a quote is read, from the public origin.

export const IMAGE_DIRECTORY = "/properties";

const SETS = {
  exterior: { files: ["exterior-1", "exterior-2", "exterior-3", "exterior-4", "exterior-5", "exterior-6"], caption: "The building" },
  living: { files: ["living-room-1", "living-room-2", "living-room-3"], caption: "Living area" },
  bedroom: { files: ["bedroom-1", "bedroom-2", "bedroom-3"], caption: "Main bedroom" },
  kitchen: { files: ["kitchen-1", "kitchen-2"], caption: "Kitchen" },
  bathroom: { files: ["bathroom-1", "bathroom-2"], caption: "Bathroom" },
} as const;

/** Every illustration file the catalogue may refer to (tests check they exist). */
export const IMAGE_FILES: readonly string[] = Object.values(SETS).flatMap((set) => set.files.map((f) => `${f}.svg`));

/** The exterior first (the default image), then three rooms. */
export function propertyImages(random: Random): StoredImage[] {
  const rooms = random.chance(0.5) ? (["living", "bedroom", "kitchen"] as const) : (["living", "bedroom", "bathroom"] as const);
  return (["exterior", ...rooms] as const).map((kind) => {
    const set = SETS[kind];
    return { path: `${IMAGE_DIRECTORY}/${random.pick(set.files)}.svg`, caption: set.caption };
  });
}
