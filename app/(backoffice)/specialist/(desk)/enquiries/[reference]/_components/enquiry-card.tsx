import { Details, Item } from "@/components/ui/details";
import { guestsLabel } from "@/components/ui/guests";
import { LocationPrecision } from "@/components/ui/location-precision";
import { stayLabel } from "@/components/ui/stay";
import { Card } from "@/components/ui/card";
import type { Enquiry } from "@/lib/contract/enquiry";

/** What the agent asked for: who handles it, the stay, the party, the place and the requirements. */
export function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const { address, coordinates, mapPlaceId } = enquiry.enquiryLocation;
  return (
    <Card title="Enquiry">
      <Details stacked>
        <Item label="Specialist">{enquiry.assignedSpecialist?.name ?? "Unassigned"}</Item>
        <Item label="Stay">{stayLabel(enquiry.checkInOut.checkIn, enquiry.checkInOut.checkOut)}</Item>
        <Item label="Guests">{guestsLabel(enquiry.guestNumbers)}</Item>
        <Item label="Location">
          {[address.streetAddress, address.locality, address.region, address.country].filter(Boolean).join(", ")}
          <LocationPrecision location={{ coordinates, mapPlaceId, address }} className="mt-1 text-xs text-slate-600" />
        </Item>
        <Item label="Requirements">
          {enquiry.guestRequirements.length === 0 ? (
            "None"
          ) : (
            // One line each, as the agent wrote them (their own line breaks kept).
            <ul className="flex list-disc flex-col gap-1 pl-4" data-testid="requirements">
              {enquiry.guestRequirements.map((r, i) => (
                <li key={i} className="break-words whitespace-pre-line">
                  {r.text}
                </li>
              ))}
            </ul>
          )}
        </Item>
      </Details>
    </Card>
  );
}
