import "server-only";
import { randomBytes } from "node:crypto";
import { headers } from "next/headers";
import { getAuth } from "../auth/auth";

// "organization" in code, as better-auth's model and API spell it; "organisation" in
// what people read (docs/database-halves.md).

/**
 * A new organisation with the signed-in user as its admin; it becomes their active one.
 * The slug is not shown anywhere: it only has to be unique.
 */
export async function createOrganization(name: string): Promise<{ id: string }> {
  const base = name.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "org";
  const slug = `${base}-${randomBytes(4).toString("hex")}`;
  const organization = await getAuth().api.createOrganization({ body: { name, slug }, headers: await headers() });
  if (!organization) throw new Error("better-auth created no organisation.");
  return { id: organization.id };
}
