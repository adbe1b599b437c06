import type { Prisma } from "@/lib/generated/prisma/client";
import { dialectOf } from "./sql";

/**
 * A case-insensitive "contains" on both databases: SQLite's LIKE ignores case for ASCII
 * by itself; PostgreSQL's is case-sensitive unless asked (`mode: "insensitive"`, which
 * the SQLite client's types do not know, hence the cast).
 */
export function containsIgnoringCase(text: string): Prisma.StringFilter {
  if (dialectOf() !== "postgres") return { contains: text };
  return { contains: text, mode: "insensitive" } as Prisma.StringFilter;
}
