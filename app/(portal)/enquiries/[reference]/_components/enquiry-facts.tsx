import "server-only";
import { cachedMarkup, StaticMarkup } from "@/components/markup/cached-markup";
import { Details, Item, PersonDetails } from "@/components/ui/details";
import { guestsLabel } from "@/components/ui/guests";
import { LocationPrecision, locationCoordinatesLabel } from "@/components/ui/location-precision";
import { nightsBetween, nightsLabel, stayLabel } from "@/components/ui/stay";
import { WorldMap } from "@/components/enquiries/world-map";
import { Card } from "@/components/ui/card";
import type { Enquiry } from "@/lib/contract/enquiry";
import { placeLabel } from "@/lib/portal/enquiries/place-label";

type Stay = Pick<Enquiry, "checkInOut" | "guestNumbers" | "enquiryLocation" | "guestRequirements">;
type People = Pick<Enquiry, "leadGuest" | "clientBooker">;

// What the client asked for changes seldom, and not with the enquiry's state or quotes:
// its cards are rendered once for what they show and then sent as they are.

/** The stay, its place on the map and the guests' requirements. */
export function EnquiryStay({ enquiry }: { enquiry: Enquiry }) {
  const { checkInOut, guestNumbers, enquiryLocation, guestRequirements } = enquiry;
  const stay = { checkInOut, guestNumbers, enquiryLocation, guestRequirements };
  return <StaticMarkup html={cachedMarkup("enquiry-stay", stay, () => <StayCards {...stay} />)} />;
}

/** The lead guest and the booker. */
export function EnquiryPeople({ enquiry }: { enquiry: Enquiry }) {
  const people = { leadGuest: enquiry.leadGuest, clientBooker: enquiry.clientBooker };
  return <StaticMarkup html={cachedMarkup("enquiry-people", people, () => <PeopleCards {...people} />)} />;
}

export function StayCards({ checkInOut, guestNumbers, enquiryLocation, guestRequirements }: Stay) {
  const { address, coordinates, mapPlaceId } = enquiryLocation;
  const nights = nightsBetween(checkInOut.checkIn, checkInOut.checkOut);
  return (
    <>
      <Card title="Stay">
        <Details>
          <Item label="Dates">{stayLabel(checkInOut.checkIn, checkInOut.checkOut)}</Item>
          <Item label="Nights">{nights === null ? "—" : nightsLabel(nights)}</Item>
          <Item label="Guests">{guestsLabel(guestNumbers)}</Item>
        </Details>
      </Card>

      <Card title="Location" description={placeLabel(address)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Details>
            {address.streetAddress ? <Item label="Street">{address.streetAddress}</Item> : null}
            {address.postalCode ? <Item label="Postcode">{address.postalCode}</Item> : null}
            <Item label="Locality">{address.locality ?? "—"}</Item>
            <Item label="Region">{address.region ?? "—"}</Item>
            <Item label="Country">{address.country ?? "—"}</Item>
            <Item label="Coordinates">
              <span className="tabular-nums">{locationCoordinatesLabel(enquiryLocation)}</span>
            </Item>
            <Item label="Place id">
              <span className="font-mono text-xs">{mapPlaceId}</span>
            </Item>
          </Details>
          <WorldMap point={coordinates} label={`World map with a marker at ${placeLabel(address)}.`} />
        </div>
        <LocationPrecision location={enquiryLocation} className="mt-4 text-sm text-slate-600" />
      </Card>

      <Card title="Requirements">
        {guestRequirements.length === 0 ? (
          <p className="text-sm text-slate-600">None given.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900 wrap-anywhere">
            {guestRequirements.map((requirement, i) => (
              <li key={i}>
                {requirement.text}
                {requirement.type !== "GENERAL" ? <span className="text-slate-500"> ({requirement.type})</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

export function PeopleCards({ leadGuest, clientBooker }: People) {
  return (
    <>
      <Card title="Lead guest">
        <PersonDetails person={leadGuest} empty="No lead guest given." />
      </Card>
      <Card title="Booker">
        <PersonDetails person={clientBooker} empty="—" />
      </Card>
    </>
  );
}
