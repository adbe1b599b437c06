"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { createShareLink } from "@/lib/portal/share-links/create-share-link";
import { revokeShareLink } from "@/lib/portal/share-links/revoke-share-link";

const enquiryPaths = (reference: string) => {
  revalidatePath(`/enquiries/${encodeURIComponent(reference)}`);
  revalidatePath(`/enquiries/${encodeURIComponent(reference)}/compare`);
};

// POST (server action) – a read-only link to the enquiry's active quote for the client (admins and agents)
export const createShareLinkAction = memberAction(
  { schema: z.object({ serviceReference: z.string().trim().min(1).max(255) }) },
  async ({ serviceReference }, context) => {
    const link = await createShareLink(context, serviceReference);
    enquiryPaths(serviceReference);
    return success("Share link created. Copy it now: it is shown only once.", { url: link.url });
  },
);

// POST (server action) – end a share link at once (admins and agents of its organisation)
export const revokeShareLinkAction = memberAction({ schema: z.object({ linkId: z.string().min(1).max(64) }) }, async ({ linkId }, context) => {
  const { serviceReference } = await revokeShareLink(context, linkId);
  enquiryPaths(serviceReference);
  return success("The link was revoked; it no longer opens.");
});
