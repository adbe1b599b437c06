import "server-only";
import { CORRECT_THE_FIELDS } from "@/lib/shared/forms";
import { getClientOrThrow } from "../clients/get-client";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { billingErrors, type EnquiryBilling, type IntakeClient } from "./enquiry-billing";
import { toIntakeClient } from "./list-intake-clients";

/**
 * Refuses, in words on its fields, a client section the browser may have let through: a
 * client that is not the organisation's or is archived, a traveller or cost centre that is
 * not the client's, a PO number the client requires. Read from the database, never from
 * what the form says of the client. Runs before anything is sent to a provider.
 */
export async function checkBilling(context: Pick<MemberContext, "organization">, billing: EnquiryBilling): Promise<void> {
  const client = billing.clientId ? await clientInUse(context, billing.clientId) : undefined;
  const errors = billingErrors(billing, client);
  if (Object.keys(errors).length > 0) throw new PortalError("INVALID", CORRECT_THE_FIELDS, errors);
}

async function clientInUse(context: Pick<MemberContext, "organization">, clientId: string): Promise<IntakeClient | undefined> {
  try {
    const client = await getClientOrThrow(context, clientId);
    return client.archivedAt ? undefined : toIntakeClient(client);
  } catch (error) {
    if (error instanceof PortalError && error.code === "NOT_FOUND") return undefined;
    throw error;
  }
}
