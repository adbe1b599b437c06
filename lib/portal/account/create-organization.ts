import "server-only";
import { randomBytes } from "node:crypto";
import { headers } from "next/headers";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";
import { PortalError } from "../errors";
import { INVALID_ORGANIZATION_NAME, TOO_MANY_ORGANIZATIONS } from "../organizations/limit-organizations";

// "organization" in code, as better-auth's model and API spell it; "organisation" in
// what people read (docs/database-halves.md).

/**
 * A new organisation with the signed-in user as its admin; it becomes their active one.
 * The slug is not shown anywhere: it only has to be unique. The name is cleaned and the
 * number of new organisations per account limited inside better-auth (limit-organizations.ts).
 */
export async function createOrganization(name: string): Promise<{ id: string }> {
  const base = name.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "org";
  const slug = `${base}-${randomBytes(4).toString("hex")}`;
  try {
    const organization = await getAuth().api.createOrganization({ body: { name, slug }, headers: await headers() });
    if (!organization) throw new Error("better-auth created no organisation.");
    return { id: organization.id };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === TOO_MANY_ORGANIZATIONS) throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many new organisations. Try again later."));
    if (code === INVALID_ORGANIZATION_NAME) {
      const message = authErrorMessage(error, "Choose another name.");
      throw new PortalError("INVALID", message, { name: [message] });
    }
    throw error;
  }
}
