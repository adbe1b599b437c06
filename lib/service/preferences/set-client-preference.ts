import type { ClientPreference, ClientPreferenceInput } from "@/lib/contract/client-preference";
import { getPrisma } from "@/lib/db/prisma";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { notFound, ServiceError, validationError } from "../errors";
import { loadPropertySnapshots } from "../quotes/load-property-snapshots";
import type { StoredQuoteItem } from "../quotes/save-property-snapshots";

/**
 * Records the option the agent's client prefers on one of the account's enquiries: a unit
 * of an item of its ACTIVE quote. One preference per enquiry; a new report replaces it.
 * Another account's enquiry or quote is "not found". Books nothing.
 */
export async function setClientPreference(accountId: string, enquiryId: string, input: ClientPreferenceInput): Promise<ClientPreference> {
  const enquiry = await getEnquiryOrThrow(accountId, enquiryId);
  const db = getPrisma();
  const quote = await db.quote.findFirst({ where: { id: input.quoteId, accountId, enquiryId: enquiry.id }, select: { id: true, state: true, items: true } });
  if (!quote) throw notFound(`Quote ${input.quoteId} of enquiry ${enquiry.serviceReference}`);
  if (quote.state !== "ACTIVE") throw new ServiceError("STATE_CONFLICT", `Quote ${quote.id} has been replaced: only an option of the ACTIVE quote can be preferred.`);
  const item = (quote.items as StoredQuoteItem[]).find((i) => i.id === input.quoteItemId);
  if (!item) throw validationError({ quoteItemId: [`Quote ${quote.id} has no item ${input.quoteItemId}.`] });
  const property = (await loadPropertySnapshots(accountId, [item.propertySnapshotId])).get(item.propertySnapshotId);
  const unit = property?.units?.find((u) => u.unitName === input.unitName);
  if (!property || !unit) throw validationError({ unitName: [`The property of item ${item.id} has no unit named “${input.unitName}”.`] });

  const updatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const fields = { accountId, quoteId: quote.id, quoteItemId: item.id, unitName: unit.unitName, note: input.note, updatedAt };
  // One statement (INSERT … ON CONFLICT on both databases): two reports at once leave one row.
  await db.clientPreference.upsert({ where: { enquiryId: enquiry.id }, create: { enquiryId: enquiry.id, ...fields }, update: fields });
  return {
    serviceReference: enquiry.serviceReference,
    quoteId: quote.id,
    quoteItemId: item.id,
    propertyName: property.propertyName,
    unitName: unit.unitName,
    note: input.note,
    updatedAt: updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
  };
}
