import type { EnquiryAddress } from "@/lib/contract/enquiry";

/** "London, England, United Kingdom": the address parts a person recognises, without repeats. */
export function placeLabel(address: Pick<EnquiryAddress, "locality" | "region" | "country">): string {
  const parts: string[] = [];
  for (const part of [address.locality, address.region, address.country]) {
    const text = part?.trim();
    if (text && !parts.some((p) => p.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.join(", ") || "Unnamed place";
}
