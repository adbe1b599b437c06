/** A property photo as the comparison shows it. */
export type Photo = { url: string; caption: string | null };
