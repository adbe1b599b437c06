import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import { ServiceClientError, ServiceNetworkError, ServiceProblemError, ServiceResponseError, ServiceTimeoutError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { defaultConnectionQuery } from "../connections/default-connection";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { readFreshSnapshot, readLastSnapshot } from "./enquiry-snapshot";
import { indexEnquiry } from "./index-enquiry";
import { clientErrorInWords } from "../client-errors";

/** A provider the agency enquiry went to, as the page shows it. */
export type ProviderConnection = { id: string; name: string; environment: string; builtIn: boolean; removed: boolean };

/**
 * Where the page's copy of a provider's enquiry comes from, so that an older read is never
 * passed off as the provider's present state.
 */
export type ProviderRead =
  /** Asked in this render. */
  | { from: "provider" }
  /** The receiver's read after the provider's last event, seconds old: the provider is not asked again (no later event says it changed). */
  | { from: "snapshot"; at: Date }
  /** Asked in this render, the provider did not answer: what it said when last read. */
  | { from: "last-snapshot"; at: Date };

/** One provider's enquiry: read from it (or a dated snapshot of it), or why it could not be. */
export type ProviderEnquiryView = {
  connection: ProviderConnection;
  serviceReference: string;
  /** Its state: as read when found, as last indexed otherwise. */
  state: string;
  withdrawnAt: Date | null;
} & (
  | { status: "found"; enquiry: Enquiry; read: ProviderRead }
  /** Sent with a key of another account than the connection's present one. */
  | { status: "other-account" }
  | { status: "unavailable"; message: string }
);

/** A provider that refused the enquiry, until it is sent there again. */
export type ProviderRefusalView = { connection: ProviderConnection; message: string; fieldErrors: Record<string, string[]> | null; refusedAt: Date };

export type EnquiryView =
  | {
      status: "found";
      /** The agency enquiry's reference, in its link. */
      reference: string;
      /** The first provider's enquiry that could be read: the details the page shows. */
      enquiry: Enquiry;
      /** The provider `enquiry` was read from. */
      lead: { connectionId: string; serviceReference: string };
      providers: ProviderEnquiryView[];
      refusals: ProviderRefusalView[];
      createdBy: { name: string; at: Date } | null;
    }
  | { status: "not-found" }
  /** Tracked here, but sent with a key of another account, which the present keys cannot read. */
  | { status: "other-account"; serviceReference: string }
  | { status: "unavailable"; message: string };

const CONNECTION = { id: true, name: true, environment: true, baseUrl: true, removedAt: true, keyGeneration: true } as const;

/**
 * The agency enquiry and each provider's enquiry as that provider holds it now, read with
 * the connection's key (so another organisation's enquiry is simply not found), and who in
 * the organisation created it. `reference` is the agency enquiry's reference, or one of its
 * providers' references, or its externalId.
 */
export async function getEnquiryView(context: MemberContext, reference: string): Promise<EnquiryView> {
  const organizationId = context.organization.id;
  const db = getPrisma();
  const select = {
    reference: true,
    createdByName: true,
    createdAt: true,
    providers: { orderBy: { createdAt: "asc" }, select: { connectionId: true, serviceReference: true, state: true, keyGeneration: true, withdrawnAt: true } },
    refusals: { orderBy: { refusedAt: "asc" }, select: { connectionId: true, message: true, fieldErrors: true, refusedAt: true } },
  } as const;
  // By its own reference (its link) first, one index lookup; by any other of its references after.
  const tracked =
    (await db.trackedEnquiry.findFirst({ where: { organizationId, reference }, select })) ??
    (await db.trackedEnquiry.findFirst({ where: { organizationId, OR: [{ externalId: reference }, { providers: { some: { serviceReference: reference } } }] }, select }));
  if (!tracked) return readUntracked(context, reference);

  const connectionIds = [...new Set([...tracked.providers.map((p) => p.connectionId), ...tracked.refusals.map((r) => r.connectionId)])];
  const connections = new Map(
    (await db.serviceConnection.findMany({ where: { organizationId, id: { in: connectionIds } }, select: CONNECTION })).map((c) => [c.id, c]),
  );
  const providers = await Promise.all(
    tracked.providers.map(async (provider): Promise<ProviderEnquiryView> => {
      const row = connections.get(provider.connectionId);
      const connection = describe(row, provider.connectionId);
      const base = { connection, serviceReference: provider.serviceReference, state: provider.state, withdrawnAt: provider.withdrawnAt };
      if (row && provider.keyGeneration !== row.keyGeneration) return { ...base, status: "other-account" };
      const read = await readProvider(organizationId, provider);
      return read.status === "found" ? { ...base, ...read, state: read.enquiry.enquiryState?.state ?? base.state } : { ...base, ...read };
    }),
  );
  const refusals = tracked.refusals.map((refusal) => ({
    connection: describe(connections.get(refusal.connectionId), refusal.connectionId),
    message: refusal.message,
    fieldErrors: refusal.fieldErrors ? (JSON.parse(refusal.fieldErrors) as Record<string, string[]>) : null,
    refusedAt: refusal.refusedAt,
  }));
  const createdBy = { name: tracked.createdByName, at: tracked.createdAt };
  const lead = providers.find((p) => p.status === "found");
  if (lead?.status === "found") {
    return {
      status: "found",
      reference: tracked.reference,
      enquiry: lead.enquiry,
      lead: { connectionId: lead.connection.id, serviceReference: lead.serviceReference },
      providers,
      refusals,
      createdBy,
    };
  }
  if (providers.length > 0 && providers.every((p) => p.status === "other-account")) return { status: "other-account", serviceReference: tracked.reference };
  const unavailable = providers.find((p) => p.status === "unavailable");
  if (unavailable?.status === "unavailable") return { status: "unavailable", message: unavailable.message };
  return { status: "not-found" };
}

function describe(row: { id: string; name: string; environment: string; baseUrl: string | null; removedAt: Date | null } | undefined, id: string): ProviderConnection {
  if (!row) return { id, name: "A removed provider", environment: "sandbox", builtIn: false, removed: true };
  return { id: row.id, name: row.name, environment: row.environment, builtIn: row.baseUrl === null, removed: row.removedAt !== null };
}

/**
 * One provider's enquiry: the receiver's fresh snapshot when the page re-renders for an
 * event (the provider is not asked again: that is what the snapshot saves), the provider
 * otherwise; and when the provider does not answer, its last snapshot, dated, if nothing
 * learnt since contradicts it. Which of the three it is travels with it (ProviderRead).
 */
async function readProvider(
  organizationId: string,
  provider: { connectionId: string; serviceReference: string; state: string },
): Promise<{ status: "found"; enquiry: Enquiry; read: ProviderRead } | { status: "unavailable"; message: string }> {
  const { connectionId, serviceReference } = provider;
  const snapshot = await readFreshSnapshot(organizationId, connectionId, serviceReference);
  if (snapshot) return { status: "found", enquiry: snapshot.enquiry, read: { from: "snapshot", at: snapshot.readAt } };
  const readAt = new Date();
  try {
    const enquiry = await (await getServiceClient(organizationId, connectionId)).getEnquiry(serviceReference);
    // The index's state as fresh as this read.
    await indexEnquiry(organizationId, { connectionId, enquiry, readAt });
    return { status: "found", enquiry, read: { from: "provider" } };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return { status: "unavailable", message: "The provider no longer knows this enquiry." };
    if (error instanceof PortalError) return { status: "unavailable", message: error.message };
    if (error instanceof ServiceClientError) {
      console.error(`[enquiries] reading ${serviceReference}: ${error.message}`);
      const last = notAnswering(error) ? await readLastSnapshot(organizationId, connectionId, serviceReference, provider.state) : null;
      if (last) return { status: "found", enquiry: last.enquiry, read: { from: "last-snapshot", at: last.readAt } };
      return { status: "unavailable", message: clientErrorInWords(error, "the enquiry cannot be shown") };
    }
    throw error;
  }
}

/** The provider did not answer, or failed on its side: not a refusal of the key or of the request. */
function notAnswering(error: ServiceClientError): boolean {
  if (error instanceof ServiceTimeoutError || error instanceof ServiceNetworkError) return true;
  return (error instanceof ServiceProblemError || error instanceof ServiceResponseError) && error.status >= 500;
}

/**
 * An enquiry the index does not hold (made outside the portal, its event not yet in): read
 * from the organisation's default provider, as the API would show it to the same key.
 */
async function readUntracked(context: MemberContext, reference: string): Promise<EnquiryView> {
  const organizationId = context.organization.id;
  const connection = await getPrisma().serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select: CONNECTION });
  if (!connection) return { status: "not-found" };
  try {
    const enquiry = await (await getServiceClient(organizationId, connection.id)).getEnquiry(reference);
    const provider: ProviderEnquiryView = {
      connection: describe(connection, connection.id),
      serviceReference: enquiry.serviceReference,
      state: enquiry.enquiryState?.state ?? "NEW",
      withdrawnAt: null,
      status: "found",
      enquiry,
      read: { from: "provider" },
    };
    return {
      status: "found",
      reference: enquiry.serviceReference,
      enquiry,
      lead: { connectionId: connection.id, serviceReference: enquiry.serviceReference },
      providers: [provider],
      refusals: [],
      createdBy: null,
    };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return { status: "not-found" };
    if (error instanceof PortalError) return { status: "unavailable", message: error.message };
    if (error instanceof ServiceClientError) {
      console.error(`[enquiries] reading ${reference}: ${error.message}`);
      return { status: "unavailable", message: clientErrorInWords(error, "the enquiry cannot be shown") };
    }
    throw error;
  }
}
