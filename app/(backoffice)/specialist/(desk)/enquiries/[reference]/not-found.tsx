import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";

export default function EnquiryNotFound() {
  return (
    <EmptyState title="No such enquiry" action={<Link href="/specialist" className="text-brand-700 hover:underline">Back to the queue</Link>}>
      There is no enquiry with this reference.
    </EmptyState>
  );
}
