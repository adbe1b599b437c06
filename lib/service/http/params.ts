import { z } from "@hono/zod-openapi";

/** `{id}` of the enquiry routes: a serviceReference or an externalId. */
export const EnquiryIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(255)
    .meta({ param: { name: "id", in: "path" }, description: "The enquiry's serviceReference or its externalId.", example: "R4E2F3A4" }),
});
