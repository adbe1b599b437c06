import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { EnquiryForm, type EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { inWords } from "@/lib/shared/zod-messages";

// The form holds EnquiryFormValues, a narrower type than the schema's input (every
// location field is kept, whatever the mode; enquiry-form.ts asserts that it fits), so
// the resolver is typed for it. Its own module, because it brings zod and the contract's
// schemas: the form loads it when first used, not with the page (see enquiry-form.tsx).
export const enquiryResolver = zodResolver(EnquiryForm, { error: inWords }) as unknown as Resolver<EnquiryFormValues, unknown, CreateEnquiryRequest>;
