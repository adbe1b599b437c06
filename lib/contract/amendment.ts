import { z } from "zod";
import { Timestamp } from "./common";
import {
  CheckInOut,
  EnquiryCheckInOut,
  EnquiryGuestNumbers,
  EnquiryGuestRequirement,
  EnquiryLeadGuest,
  GuestNumbers,
  GuestRequirement,
  LeadGuest,
} from "./enquiry";
import { AuthorName } from "./message";

// Amendments of an open enquiry (a Staydesk extension, not in the specification): the
// agent's side changes the stay's dates, the guests, their requirements or the lead guest
// of an enquiry that is not booked, and the provider's specialist sees what changed. Written
// once: the service validates with these, the OpenAPI document shows them, and the typed
// client and the portal read them.

/** The details an amendment may change, in the order they are shown. */
export const AMENDABLE_FIELDS = ["checkInOut", "guestNumbers", "guestRequirements", "leadGuest"] as const;
export type AmendableField = (typeof AMENDABLE_FIELDS)[number];

/** The enquiry states an amendment is accepted in: open, not booked, not closed. */
export const AMENDABLE_STATES = ["NEW", "SHORTLISTING", "QUOTED"] as const;

/** At most this many guest requirements, as when the enquiry is created. */
const MAX_REQUIREMENTS = 50;

export const AmendEnquiryRequest = z
  .object({
    // The named schemas are referenced as they are: a description here would copy them inline.
    checkInOut: CheckInOut.optional(),
    guestNumbers: GuestNumbers.optional(),
    guestRequirements: z
      .array(GuestRequirement)
      .max(MAX_REQUIREMENTS, `At most ${MAX_REQUIREMENTS} requirements.`)
      .optional()
      .meta({ description: "The requirements as they are now: they replace the enquiry's; [] removes them all." }),
    leadGuest: LeadGuest.optional(),
    authorName: AuthorName.optional().meta({ description: "Who asks for the change, as the provider's specialist will see it.", example: "Ana Silva" }),
  })
  .refine((r) => AMENDABLE_FIELDS.some((field) => r[field] !== undefined), {
    message: "Give at least one of checkInOut, guestNumbers, guestRequirements and leadGuest.",
  })
  .meta({
    id: "AmendEnquiryRequest",
    description:
      "At least one detail to change; the ones left out stay as they are. `checkInOut` (the stay's new dates), `guestNumbers` and `leadGuest` are each given whole, with the same rules as when the enquiry is created (a lead guest's part left out is no longer known). Unknown fields are ignored.",
  });
export type AmendEnquiryRequest = z.input<typeof AmendEnquiryRequest>;
export type AmendEnquiryInput = z.output<typeof AmendEnquiryRequest>;

/** One detail an amendment changed: as the enquiry answered it before, and after. */
export const AmendmentChange = z
  .discriminatedUnion("field", [
    z.object({ field: z.literal("checkInOut"), from: EnquiryCheckInOut, to: EnquiryCheckInOut }),
    z.object({ field: z.literal("guestNumbers"), from: EnquiryGuestNumbers, to: EnquiryGuestNumbers }),
    z.object({ field: z.literal("guestRequirements"), from: z.array(EnquiryGuestRequirement), to: z.array(EnquiryGuestRequirement) }),
    z.object({ field: z.literal("leadGuest"), from: EnquiryLeadGuest, to: EnquiryLeadGuest }),
  ])
  .meta({ id: "AmendmentChange" });
export type AmendmentChange = z.infer<typeof AmendmentChange>;

export const EnquiryAmendment = z
  .object({
    id: z.string().meta({ example: "0193a0c4-5e6f-7a8b-9c0d-e1f2a3b4c5d6" }),
    enquiryId: z.string().meta({ description: "The enquiry's serviceReference.", example: "R4E2F3A4" }),
    version: z
      .number()
      .int()
      .min(2)
      .meta({ description: "The version of the enquiry's details this amendment made: 2 for the first amendment (the details as created are version 1).", example: 2 }),
    changes: z.array(AmendmentChange).min(1).meta({ description: "Only the details that changed, in the order checkInOut, guestNumbers, guestRequirements, leadGuest." }),
    authorName: z.string().nullable().meta({ description: "Who asked for the change, when the request named them." }),
    createdAt: Timestamp.meta({ description: "When the amendment was made. Quotes created before it were made for the earlier details." }),
  })
  .meta({ id: "EnquiryAmendment" });
export type EnquiryAmendment = z.infer<typeof EnquiryAmendment>;

export const AmendmentResponse = z.object({ data: EnquiryAmendment }).meta({ id: "AmendmentResponse" });

export const AmendmentListQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(20).meta({ param: { name: "pageSize", in: "query" } }),
  cursor: z.string().max(512).optional().meta({ param: { name: "cursor", in: "query" }, description: "From `pagination.next`." }),
});
export type AmendmentListQuery = z.infer<typeof AmendmentListQuery>;

export const AmendmentListResponse = z
  .object({
    data: z.array(EnquiryAmendment).meta({ description: "Newest first." }),
    pagination: z
      .object({ next: z.string().nullable().meta({ description: "Relative link to the next (older) page; null on the last." }) })
      .meta({ id: "AmendmentPagination" }),
  })
  .meta({ id: "AmendmentListResponse" });
export type AmendmentListResponse = z.infer<typeof AmendmentListResponse>;

/**
 * Whether a quote was made for details an amendment has since changed: created before the
 * enquiry's latest amendment (null when it was never amended: then false).
 */
export function madeForEarlierDetails(quoteCreatedAt: string, latestAmendment: Pick<EnquiryAmendment, "createdAt"> | null): boolean {
  return latestAmendment !== null && Date.parse(quoteCreatedAt) < Date.parse(latestAmendment.createdAt);
}
