import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { NO_MARKUP, toMarkup, type Markup } from "./markup";
import { toSavedPricing, type SavedPricing } from "./pricing-input";

/** The markup and white label that apply to what a client sees of an enquiry. */
export type Pricing = { markup: Markup; whiteLabel: boolean };

export const NO_PRICING: Pricing = { markup: NO_MARKUP, whiteLabel: false };

/** The agency's default as saved (no row: no markup, no white label), in the organisation only. */
export async function getAgencyPricing(organizationId: string): Promise<SavedPricing> {
  const row = await getPrisma().agencyPricing.findUnique({ where: { organizationId } });
  if (!row) return { markupKind: "none", markupValue: null, markupCurrency: null, markupRounding: "none", whiteLabel: false };
  return toSavedPricing(row);
}

/**
 * What applies to the client `clientId` (null: an enquiry without a client): the client's
 * own markup and white label where it has them, else the agency's default. A client of
 * another organisation is not read: the default applies.
 */
export async function pricingForClient(organizationId: string, clientId: string | null): Promise<Pricing> {
  const [agency, client] = await Promise.all([
    getPrisma().agencyPricing.findUnique({ where: { organizationId } }),
    clientId
      ? getPrisma().client.findFirst({ where: { id: clientId, organizationId }, select: { markupKind: true, markupValue: true, markupCurrency: true, markupRounding: true, whiteLabel: true } })
      : null,
  ]);
  const fallback: Pricing = agency ? { markup: toMarkup(agency), whiteLabel: agency.whiteLabel } : NO_PRICING;
  if (!client) return fallback;
  return {
    markup: client.markupKind === null ? fallback.markup : toMarkup(client),
    whiteLabel: client.whiteLabel ?? fallback.whiteLabel,
  };
}

/** The same for the organisation's enquiry `reference`. */
export async function pricingForReference(organizationId: string, reference: string): Promise<Pricing> {
  const enquiry = await getPrisma().trackedEnquiry.findFirst({ where: { organizationId, reference }, select: { clientId: true } });
  return pricingForClient(organizationId, enquiry?.clientId ?? null);
}

/** pricingForClient for many clients at once (Reports): by client id, "" for enquiries without a client. */
export async function pricingForClients(organizationId: string, clientIds: string[]): Promise<(clientId: string | null) => Pricing> {
  const ids = [...new Set(clientIds)];
  const [agency, clients] = await Promise.all([
    getPrisma().agencyPricing.findUnique({ where: { organizationId } }),
    ids.length > 0
      ? getPrisma().client.findMany({ where: { organizationId, id: { in: ids } }, select: { id: true, markupKind: true, markupValue: true, markupCurrency: true, markupRounding: true, whiteLabel: true } })
      : [],
  ]);
  const fallback: Pricing = agency ? { markup: toMarkup(agency), whiteLabel: agency.whiteLabel } : NO_PRICING;
  const byId = new Map(clients.map((c) => [c.id, { markup: c.markupKind === null ? fallback.markup : toMarkup(c), whiteLabel: c.whiteLabel ?? fallback.whiteLabel }]));
  return (clientId) => (clientId ? (byId.get(clientId) ?? fallback) : fallback);
}
