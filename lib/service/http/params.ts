import { z } from "@hono/zod-openapi";
import { IDEMPOTENCY_KEY } from "@/lib/contract/message";

/** `{id}` of the enquiry routes: a serviceReference or an externalId. */
export const EnquiryIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(255)
    .meta({ param: { name: "id", in: "path" }, description: "The enquiry's serviceReference or its externalId.", example: "R4E2F3A4" }),
});

/** `{id}` of the booking routes: the booking's reference, as the quote's bookedQuoteItem.bookingId. */
export const BookingIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(255)
    .meta({ param: { name: "id", in: "path" }, description: "The booking's reference (bookedQuoteItem.bookingId of its quote).", example: "B7K2M9QX" }),
});

/** `{id}` and `{changeId}` of a booking's change. */
export const BookingChangeParams = BookingIdParam.extend({
  changeId: z
    .string()
    .min(1)
    .max(255)
    .meta({ param: { name: "changeId", in: "path" }, description: "The change's id, from the answer that asked for it.", example: "0193a0d1-2b3c-7d4e-8f90-a1b2c3d4e5f6" }),
});

/** An optional Idempotency-Key header: the same key again is the first answer, and nothing new. */
export function idempotencyHeader(description: string, example: string) {
  return z.object({
    "idempotency-key": z
      .string()
      .regex(IDEMPOTENCY_KEY, "Must be 1 to 200 printable characters.")
      .optional()
      .meta({ param: { name: "idempotency-key", in: "header" }, description, example }),
  });
}
