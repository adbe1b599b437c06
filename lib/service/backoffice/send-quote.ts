import type { DbTx } from "@/lib/db/prisma";
import { distanceKm } from "@/lib/geo";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { validationError } from "../errors";
import { newId } from "../ids";
import { toInventoryProperty } from "../inventory/to-inventory-property";
import { publicOrigin } from "../public-origin";
import type { DraftItem, QuoteDraft } from "../quotes/build-quote";
import { quotedProperty } from "../quotes/quoted-property";
import { stayFor } from "../quotes/stay";
import type { Actor } from "./actor";
import { moveAsSpecialist } from "./move-as-specialist";
import { partySize } from "./party-size";
import type { QuoteComposition } from "./quote-composition";

/**
 * Sends the quote a specialist composed (SHORTLISTING or QUOTED → QUOTED): the older
 * ACTIVE quote is invalidated (QUOTE.INVALIDATED), the new one stored (QUOTE.CREATED),
 * then ENQUIRY.QUOTED, all in one transaction.
 */
export async function sendQuote(serviceReference: string, actor: Actor, composition: QuoteComposition): Promise<{ quoteId: string }> {
  const { quote } = await moveAsSpecialist(
    serviceReference,
    actor,
    { move: "QUOTE", draft: (db, enquiry, now) => composeDraft(db, enquiry, composition, now) },
    ({ quote }) => `Quote sent with ${quote!.items} propert${quote!.items === 1 ? "y" : "ies"}`,
  );
  return { quoteId: quote!.id };
}

const invalid = (field: string, message: string) => validationError({ [field]: [message] }, message);

async function composeDraft(tx: DbTx, enquiry: EnquiryRecord, composition: QuoteComposition, now: Date): Promise<QuoteDraft> {
  const guests = partySize(enquiry.guestNumbers);
  const stay = stayFor(enquiry.checkIn, enquiry.checkOut, now);
  const party = { guests, requirements: (enquiry.guestRequirements as unknown[]).length };
  const origin = publicOrigin();
  const items: DraftItem[] = [];
  for (const [i, chosen] of composition.items.entries()) {
    const row = await tx.property.findUnique({ where: { id: chosen.propertyId }, include: { units: { orderBy: { id: "asc" } } } });
    if (!row) throw invalid(`items.${i}.propertyId`, `Property ${chosen.propertyId} is not in the inventory.`);
    const property = toInventoryProperty(row);
    const units = chosen.units.map((c, j) => {
      const unit = property.units.find((u) => u.id === c.unitId);
      if (!unit) throw invalid(`items.${i}.units.${j}.unitId`, `Unit ${c.unitId} is not a unit of ${property.name}.`);
      if (unit.maxOccupancy < guests) {
        throw invalid(`items.${i}.units.${j}.unitId`, `${unit.name} of ${property.name} sleeps ${unit.maxOccupancy}, the party is ${guests}.`);
      }
      return c.nightlyRate === undefined ? unit : { ...unit, nightlyRate: c.nightlyRate };
    });
    const wire = quotedProperty(property, units, stay, party, origin);
    if (composition.notes) {
      // The wire has no quote-level notes; each quoted unit carries the client's notes.
      for (const unit of wire.units ?? []) unit.notes = `${unit.notes} ${composition.notes}`;
    }
    const km = distanceKm({ latitude: enquiry.latitude, longitude: enquiry.longitude }, property);
    items.push({ id: newId(), property: wire, distanceFromEnquiryLocation: { value: Math.round(km * 100) / 100, unit: "KILOMETERS" } });
  }
  return { description: composition.description, items };
}
