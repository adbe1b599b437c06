import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/ui/button";

/** No enquiry by that reference for this organisation (another organisation's is not found either). */
export default function EnquiryNotFound() {
  return (
    <>
      <PageHeader
        title="No such enquiry"
        description="Your organisation has no enquiry with this reference. Check the reference, or find the enquiry in the list."
      />
      <ButtonLink href="/enquiries" variant="secondary">
        All enquiries
      </ButtonLink>
    </>
  );
}
