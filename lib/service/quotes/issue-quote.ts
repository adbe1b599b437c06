import type { DbTx } from "@/lib/db/prisma";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { publicOrigin } from "../public-origin";
import { buildQuote } from "./build-quote";
import { storeQuote } from "./store-quote";

/**
 * Sends a new, automatically built quote for the enquiry (the sandbox's), inside the
 * caller's transaction: older ACTIVE quotes are invalidated (QUOTE.INVALIDATED), the new
 * one is stored with QUOTE.CREATED. The caller records the enquiry's own event after this.
 */
export async function issueQuote(tx: DbTx, enquiry: EnquiryRecord, now = new Date()): Promise<{ id: string }> {
  const draft = await buildQuote(tx, enquiry, now, publicOrigin());
  return storeQuote(tx, enquiry, draft, now);
}
