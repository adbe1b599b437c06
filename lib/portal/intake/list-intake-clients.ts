import "server-only";
import { getClientOrThrow, type ClientDetails } from "../clients/get-client";
import { listClients } from "../clients/list-clients";
import type { MemberContext } from "../session/get-member";
import type { IntakeClient } from "./enquiry-billing";

/** What the intake form needs of a client: no approvers, no caps, nothing else. */
export function toIntakeClient(client: ClientDetails): IntakeClient {
  return {
    id: client.id,
    name: client.name,
    poNumberRequired: client.poNumberRequired,
    travellers: client.travellers.map(({ id, givenName, familyName, email, phone }) => ({ id, givenName, familyName, email, phone })),
    costCentres: client.costCentres.map(({ code, label }) => ({ code, label })),
  };
}

/** The clients the intake form offers: the organisation's in use (not archived), by name, each with its travellers and cost centres. */
export async function listIntakeClients(context: Pick<MemberContext, "organization">): Promise<IntakeClient[]> {
  const rows = await listClients(context);
  return Promise.all(rows.map(async (row) => toIntakeClient(await getClientOrThrow(context, row.id))));
}
