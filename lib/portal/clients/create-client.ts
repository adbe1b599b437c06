import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { assertClientAdmin } from "./client-access";
import { ClientInput } from "./client-input";
import { placeKey, textKey } from "./client-keys";
import { nameTakenMessage, refuseTakenName } from "./client-name";
import { parseClientInput } from "./parse-client-input";

function held(client: ClientInput): string {
  const parts = [
    [client.travellers.length, "traveller", "travellers"],
    [client.costCentres.length, "cost centre", "cost centres"],
    [client.approvers.length, "approver", "approvers"],
    [client.policyCaps.length, "policy cap", "policy caps"],
  ] as const;
  const words = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return words.length > 0 ? ` with ${words.join(", ")}` : "";
}

/** A new client of the organisation (admins), with its travellers, cost centres, approvers and caps. */
export async function createClient(context: MemberContext, input: z.input<typeof ClientInput>): Promise<{ id: string }> {
  assertClientAdmin(context);
  const client = parseClientInput(ClientInput, input);
  const id = randomUUID();
  const organizationId = context.organization.id;
  const audit = await memberAudit(context, "client-created", `Client ${client.name} created${held(client)}.`);
  try {
    await getPrisma().$transaction(async (tx) => {
      await refuseTakenName(tx, organizationId, client.name);
      await tx.client.create({
        data: {
          id,
          organizationId,
          name: client.name,
          activeNameKey: textKey(client.name),
          poNumberRequired: client.poNumberRequired,
          approvalRule: client.approvalRule,
          travellers: { create: client.travellers.map((t) => ({ id: randomUUID(), ...t })) },
          costCentres: { create: client.costCentres.map((c) => ({ id: randomUUID(), ...c, codeKey: textKey(c.code) })) },
          approvers: { create: client.approvers.map((a) => ({ id: randomUUID(), ...a })) },
          policyCaps: { create: client.policyCaps.map((c) => ({ id: randomUUID(), ...c, placeKey: placeKey(c.placeKind, c.place) })) },
        },
      });
      await recordAudit(audit, tx);
    });
  } catch (error) {
    // Another admin created the same name in the same moment (PostgreSQL's READ COMMITTED).
    if (isUniqueViolation(error)) throw new PortalError("CONFLICT", nameTakenMessage(client.name), { name: [nameTakenMessage(client.name)] });
    throw error;
  }
  return { id };
}

