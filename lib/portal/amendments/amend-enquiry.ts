import "server-only";
import { createHash } from "node:crypto";
import { AMENDABLE_STATES } from "@/lib/contract/amendment";
import type { CreateEnquiryRequest, Enquiry } from "@/lib/contract/enquiry";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { getServiceClient } from "../connections/get-service-client";
import { indexEnquiry } from "../enquiries/index-enquiry";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import type { AmendmentDetails } from "./amendment-form";
import { changesSomething, differingDetails } from "./differing-details";
import { answerOfError, changedAnswer, notOpenAnswer, unchangedAnswer, type ProviderAnswer } from "./provider-answer";
import { recordAmendment } from "./record-amendment";

export type AmendInput = {
  /** The agency enquiry's reference. */
  reference: string;
  /** Made by the form for these values: the same submission sent again is the same change at each provider. */
  submissionKey: string;
  details: AmendmentDetails;
};

type OpenProvider = { connectionId: string; providerName: string; serviceReference: string };

const OPEN: ReadonlySet<string> = new Set(AMENDABLE_STATES);

/**
 * Changes an agency enquiry's details at every provider that still holds it open (not
 * withdrawn, not booked, not closed, its connection not removed), each sent only what
 * differs from its present details, with a key of the submission and the provider (a
 * double click or a retry is one change there). Each provider's answer comes back in
 * words; the amendments made are kept (record-amendment.ts), the enquiry index shows the
 * new details, the request kept for sending again takes them, and the audit trail names
 * where they changed.
 */
export async function amendEnquiry(context: MemberContext, input: AmendInput): Promise<ProviderAnswer[]> {
  const organizationId = context.organization.id;
  const tracked = await getPrisma().trackedEnquiry.findFirst({
    where: { organizationId, reference: input.reference },
    select: { id: true, reference: true, request: true },
  });
  if (!tracked) throw new PortalError("NOT_FOUND", `Enquiry ${input.reference} is not one of this organisation's.`);
  const providers = await openProviders(organizationId, tracked.id);
  if (providers.length === 0) {
    throw new PortalError("CONFLICT", "No provider holds this enquiry open any more (booked, closed or withdrawn), so its details can no longer be changed here.");
  }
  const authorName = context.user.name.trim().slice(0, 100) || undefined;
  const answers = await Promise.all(providers.map((provider) => amendAtProvider(organizationId, provider, input, authorName)));

  const changed = answers.filter((a) => a.status === "changed");
  if (changed.length > 0) {
    if (tracked.request) await keepForSendingAgain(tracked.id, tracked.request, input.details);
    await recordAudit(await memberAudit(context, "enquiry-details-changed", auditSummary(tracked.reference, answers)));
  }
  return answers;
}

/**
 * The agency enquiry's providers that may take a change, as last indexed, with their
 * connection's name, in the order the organisation's connections are listed (the enquiry
 * reaches its providers together, so the order it was sent in says nothing).
 */
async function openProviders(organizationId: string, enquiryId: string): Promise<OpenProvider[]> {
  const db = getPrisma();
  const rows = await db.providerEnquiry.findMany({
    where: { organizationId, enquiryId, withdrawnAt: null, state: { in: [...AMENDABLE_STATES] } },
    select: { connectionId: true, serviceReference: true, keyGeneration: true },
  });
  const connections = await db.serviceConnection.findMany({
    where: { organizationId, removedAt: null, id: { in: rows.map((r) => r.connectionId) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, keyGeneration: true },
  });
  const byConnection = new Map(rows.map((r) => [r.connectionId, r]));
  // Sent with a key of another account than the connection's present one: that key cannot reach it.
  return connections.flatMap((connection) => {
    const row = byConnection.get(connection.id);
    return row && connection.keyGeneration === row.keyGeneration
      ? [{ connectionId: row.connectionId, providerName: connection.name, serviceReference: row.serviceReference }]
      : [];
  });
}

async function amendAtProvider(organizationId: string, provider: OpenProvider, input: AmendInput, authorName: string | undefined): Promise<ProviderAnswer> {
  const { connectionId, serviceReference } = provider;
  const idempotencyKey = providerKey(input.submissionKey, connectionId);
  const readAt = new Date();
  let reading = true;
  try {
    const client = await getServiceClient(organizationId, connectionId);
    const present = await client.getEnquiry(serviceReference);
    const state = present.enquiryState?.state ?? "NEW";
    if (!OPEN.has(state)) return notOpenAnswer(provider, state);
    const request = differingDetails(present, input.details);
    if (!changesSomething(request)) {
      // Already so: because this very submission changed it (a retry after a lost answer), or it always was.
      const made = await getPrisma().portalAmendment.findFirst({ where: { organizationId, connectionId, serviceReference, submissionKey: idempotencyKey }, select: { version: true } });
      return made ? changedAnswer(provider, made.version) : unchangedAnswer(provider);
    }
    reading = false;
    const amendment = await client.amendEnquiry(serviceReference, { ...request, authorName }, { idempotencyKey });
    await recordAmendment({ organizationId, connectionId, serviceReference }, amendment, idempotencyKey);
    await indexEnquiry(organizationId, { connectionId, enquiry: withDetails(present, request), readAt, details: { amendedAt: new Date(amendment.createdAt) } });
    return changedAnswer(provider, amendment.version);
  } catch (error) {
    return answerOfError(provider, error, reading);
  }
}

/** One key per submission and provider, within the contract's 200 printable characters whatever the ids' lengths. */
function providerKey(submissionKey: string, connectionId: string): string {
  return `amend-${createHash("sha256").update(`${submissionKey}\n${connectionId}`).digest("hex")}`;
}

/** The provider's enquiry as it is once the request is applied. */
function withDetails(present: Enquiry, request: Partial<AmendmentDetails>): Enquiry {
  const { checkInOut, guestNumbers, guestRequirements, leadGuest } = request;
  return {
    ...present,
    ...(checkInOut ? { checkInOut } : {}),
    ...(guestNumbers ? { guestNumbers: { adults: guestNumbers.adults, children: guestNumbers.children ?? 0, infants: guestNumbers.infants ?? 0 } } : {}),
    ...(guestRequirements ? { guestRequirements } : {}),
    ...(leadGuest
      ? { leadGuest: { givenName: leadGuest.givenName ?? null, familyName: leadGuest.familyName ?? null, email: leadGuest.email ?? null, contactNumber: leadGuest.contactNumber ?? null } }
      : {}),
  };
}

/** A provider that refused the enquiry and is sent it again gets the details as they are now. */
async function keepForSendingAgain(enquiryId: string, stored: string, details: AmendmentDetails): Promise<void> {
  const request = { ...(JSON.parse(stored) as CreateEnquiryRequest), ...details };
  await getPrisma().trackedEnquiry.updateMany({ where: { id: enquiryId, request: { not: null } }, data: { request: JSON.stringify(request) } });
}

/** "Details of enquiry R1 changed at Harbour Stays (version 2); not at Citadel Homes." */
function auditSummary(reference: string, answers: ProviderAnswer[]): string {
  const changed = answers.flatMap((a) => (a.status === "changed" ? [`${a.providerName} (version ${a.version})`] : []));
  const not = answers.filter((a) => a.status !== "changed" && a.status !== "unchanged").map((a) => a.providerName);
  return `Details of enquiry ${reference} changed at ${changed.join(", ")}${not.length > 0 ? `; not at ${not.join(", ")}` : ""}.`;
}
