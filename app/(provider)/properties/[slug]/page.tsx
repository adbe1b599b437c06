import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Feature } from "@/lib/contract/quote";
import { getPublicProperty } from "@/lib/service/inventory/get-public-property";

// GET /properties/{slug} – the built-in provider's public page of a property: the URL its
// quotes send as propertyUrl (the "Building" link). Signed out, read-only, no prices (they
// depend on the dates of a stay, and a quote carries them).

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const property = await getPublicProperty((await params).slug);
  return { title: property?.name ?? "Property not found" };
}

const AVAILABILITY: Record<Feature["availability"], string> = {
  IMPLICIT: "Included",
  SUPPLIED: "Supplied",
  ON_REQUEST: "On request",
  CONSIDERED: "Considered on request",
  NOT_AVAILABLE: "Not available",
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export default async function PublicPropertyPage({ params }: { params: Params }) {
  const property = await getPublicProperty((await params).slug);
  if (!property) notFound();
  const d = property.details;
  const address = [d.address.line1, d.address.line2, d.address.townCity, d.address.region, d.address.postcode, d.address.country].filter(Boolean).join(", ");
  const map = `https://www.openstreetmap.org/?mlat=${property.latitude}&mlon=${property.longitude}#map=17/${property.latitude}/${property.longitude}`;
  return (
    <main id="content" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Serviced apartments</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{property.name}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {address} ·{" "}
        <a href={map} className="font-medium text-brand-700 underline underline-offset-2">
          Map
        </a>
      </p>

      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Photos">
        {d.images.map((image, i) => (
          <li key={i}>
            <figure>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={image.path} alt={`${property.name}: ${image.caption.toLowerCase()}`} width={400} height={300} className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover" />
              <figcaption className="mt-1 text-xs text-slate-600">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <Section title="About the property">{d.overview}</Section>
          <Section title="Location">{d.locationOverview}</Section>
          <Section title="Good to know">{d.additionalDetails}</Section>
          <Section title="Terms of stay">{d.termsOfStay}</Section>
        </div>
        <section aria-labelledby="building-features">
          <h2 id="building-features" className="text-base font-semibold text-slate-900">
            In the building
          </h2>
          <Features features={d.features} />
        </section>
      </div>

      <section aria-labelledby="units" className="mt-10">
        <h2 id="units" className="text-base font-semibold text-slate-900">
          Apartments
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {property.units.map((unit) => (
            <li key={unit.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-sm font-semibold text-slate-900">{unit.name}</h3>
              <p className="mt-1 text-sm text-slate-700">
                {unit.bedrooms === 0 ? "Studio" : plural(unit.bedrooms, "bedroom")} · {plural(unit.bathrooms, "bathroom")} · {unit.size} m² · sleeps{" "}
                {unit.maxOccupancy}
              </p>
              <ul className="mt-2 list-disc pl-4 text-sm text-slate-700">
                {unit.details.cancellationPolicies.map((policy) => (
                  <li key={policy}>{policy}</li>
                ))}
              </ul>
              <Features features={unit.details.features} />
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-10 text-xs text-slate-500">Prices depend on the dates and the party: ask your travel agent for a quote.</p>
    </main>
  );
}

function Section({ title, children }: { title: string; children: string }) {
  return (
    <section>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1">{children}</p>
    </section>
  );
}

function Features({ features }: { features: Feature[] }) {
  return (
    <ul className="mt-2 flex flex-col gap-0.5 text-sm text-slate-700">
      {features.map((feature) => (
        <li key={feature.key}>
          {feature.description}
          {feature.measurableUnitValue ? ` (${feature.measurableUnitValue})` : ""} · {AVAILABILITY[feature.availability]}
        </li>
      ))}
    </ul>
  );
}
