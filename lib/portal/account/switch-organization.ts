import "server-only";
import { headers } from "next/headers";
import { getAuth } from "../auth/auth";
import { authErrorCode } from "../auth/auth-error";
import { PortalError } from "../errors";

/** Makes another of the user's organisations the active one; better-auth checks the membership. */
export async function switchOrganization(organizationId: string): Promise<void> {
  try {
    await getAuth().api.setActiveOrganization({ body: { organizationId }, headers: await headers() });
  } catch (error) {
    if (authErrorCode(error)) throw new PortalError("NOT_FOUND", "You are not a member of that organisation.");
    throw error;
  }
}
