import "server-only";
import { randomUUID } from "node:crypto";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { billingKeys } from "../enquiries/billing-keys";
import { checkBilling } from "./check-billing";
import { checkPlaceChosen } from "./check-place-chosen";
import type { EnquiryBilling } from "./enquiry-billing";
import { storeEnquirySnapshot } from "../enquiries/enquiry-snapshot";
import { indexEnquiry } from "../enquiries/index-enquiry";
import { sendToProvider, type ProviderOutcome } from "./send-to-provider";

/** A provider the enquiry is sent to. */
export type Recipient = { id: string; name: string };

/** What became of one agency enquiry sent to its providers. */
export type Dispatch = { reference: string; refused: { connection: Recipient; error: PortalError }[] };

/**
 * Sends the intake form to each chosen provider at once, with each connection's key: one
 * provider enquiry per provider, each with its own reference and state, gathered under
 * one agency enquiry (one externalId). A provider that refuses (a field, the location,
 * its duplicate rules, or it is down) is recorded with its reason and the others go
 * ahead; when every one refuses, nothing is recorded and the form shows why. No provider
 * named: the organisation's every connection. An address that names several places is
 * refused until one of them is chosen (check-place-chosen). The client it is billed to
 * (`billing`, kept with the agency enquiry) is checked first (check-billing): a refusal
 * there sends nothing.
 */
export async function createEnquiry(context: MemberContext, request: CreateEnquiryRequest, connectionIds?: string[], billing?: EnquiryBilling): Promise<Dispatch> {
  if (billing) await checkBilling(context, billing);
  await checkPlaceChosen(request.enquiryLocation);
  const organizationId = context.organization.id;
  const recipients = await getPrisma().serviceConnection.findMany({
    where: { organizationId, removedAt: null, ...(connectionIds ? { id: { in: connectionIds } } : {}) },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true },
  });
  if (recipients.length === 0) {
    throw connectionIds
      ? new PortalError("INVALID", "Choose at least one provider to send the enquiry to.", { providers: ["Choose at least one provider."] })
      : new PortalError("NOT_CONNECTED", "This organisation is not connected to a provider yet. An admin can connect one in Settings → Connections.");
  }
  return dispatchEnquiry(context, request, recipients, undefined, billing);
}

/**
 * Sends the request to `recipients` and records what each made of it (the create and "send
 * again" share it). `again`: the agency enquiry it is sent again for; when every recipient
 * refuses once more, their new reasons are recorded rather than thrown. `billing`, already
 * checked, is stored with the agency enquiry.
 */
export async function dispatchEnquiry(
  context: MemberContext,
  request: CreateEnquiryRequest,
  recipients: Recipient[],
  again?: { enquiryId: string },
  billing?: EnquiryBilling,
): Promise<Dispatch> {
  const organizationId = context.organization.id;
  const outcomes = await Promise.all(
    recipients.map(async (connection): Promise<{ connection: Recipient; outcome: ProviderOutcome }> => {
      try {
        return { connection, outcome: await sendToProvider(await getServiceClient(organizationId, connection.id), request) };
      } catch (error) {
        if (error instanceof PortalError) return { connection, outcome: { ok: false, error } };
        throw error;
      }
    }),
  );
  const taken = outcomes.flatMap(({ connection, outcome }) => (outcome.ok ? [{ connection, ...outcome }] : []));
  const refused = outcomes.flatMap(({ connection, outcome }) => (outcome.ok ? [] : [{ connection, error: outcome.error }]));
  const [first, ...rest] = taken;
  if (!first && !again) throw noneTook(refused);

  const creator = { id: context.user.id, name: context.user.name };
  // The first provider (in the order they were added) names the agency enquiry: indexed first.
  const indexed = first ? await indexEnquiry(organizationId, { connectionId: first.connection.id, enquiry: first.enquiry, readAt: first.readAt, creator }) : null;
  await Promise.all([
    ...rest.map((t) => indexEnquiry(organizationId, { connectionId: t.connection.id, enquiry: t.enquiry, readAt: t.readAt, creator })),
    // Each provider's answer is what it holds now (an enquiry with no quote yet): the page
    // the form goes to renders from it instead of reading every provider again.
    ...taken.map((t) => storeEnquirySnapshot(organizationId, t.connection.id, { enquiry: t.enquiry, quotes: [], more: false, readAt: t.readAt })),
  ]);
  const enquiryId = again?.enquiryId ?? indexed!.enquiryId;

  const db = getPrisma();
  const refusedAt = new Date();
  const enquiry = await db.$transaction(async (tx) => {
    await tx.providerRefusal.deleteMany({ where: { enquiryId, connectionId: { in: taken.map((t) => t.connection.id) } } });
    for (const { connection, error } of refused) {
      const fields = { message: error.message, fieldErrors: error.fieldErrors ? JSON.stringify(error.fieldErrors) : null, refusedAt };
      await tx.providerRefusal.upsert({
        where: { enquiryId_connectionId: { enquiryId, connectionId: connection.id } },
        create: { id: randomUUID(), organizationId, enquiryId, connectionId: connection.id, ...fields },
        update: fields,
      });
    }
    const left = await tx.providerRefusal.count({ where: { enquiryId } });
    // The request is kept only while a refusal may be sent again: it names the guests.
    return tx.trackedEnquiry.update({ where: { id: enquiryId }, data: { request: left > 0 ? JSON.stringify(request) : null, ...(billing ? { ...billing, ...billingKeys(billing) } : {}) }, select: { reference: true } });
  });
  return { reference: enquiry.reference, refused };
}

/**
 * Every provider refused: the form shows each one's reason, as a list above it, and their
 * field errors on the fields (one provider: its own error, as it is). A message every
 * provider gave on a field is said once; one that only some gave names them.
 */
export function noneTook(refused: { connection: Recipient; error: PortalError }[]): PortalError {
  if (refused.length === 1) return refused[0]!.error;
  const said = new Map<string, Map<string, string[]>>();
  for (const { connection, error } of refused) {
    for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
      const byMessage = said.get(field) ?? new Map<string, string[]>();
      for (const message of new Set(messages ?? [])) byMessage.set(message, [...(byMessage.get(message) ?? []), connection.name]);
      said.set(field, byMessage);
    }
  }
  const fieldErrors = Object.fromEntries(
    [...said].map(([field, byMessage]) => [
      field,
      [...byMessage].map(([message, names]) => (names.length === refused.length ? message : `${names.join(", ")}: ${message}`)),
    ]),
  );
  const details = refused.map(({ connection, error }) => `${connection.name}: ${error.message}`);
  const link = refused.find(({ error }) => error.link)?.error.link;
  return new PortalError("INVALID", "No provider took the enquiry.", fieldErrors, link, details);
}
