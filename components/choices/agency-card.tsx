import type { AgencyCard as Agency } from "@/lib/portal/agency/get-agency-profile";

/** Who sent the link: the agency's name, logo and contact, as its admins set them. */
export function AgencyCard({ agency, logoSrc }: { agency: Agency; logoSrc: string }) {
  return (
    <section aria-label="Your agent" className="mb-6 flex flex-wrap items-center gap-4 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      {agency.hasLogo ? (
        // A small uploaded image served by the portal itself; next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={logoSrc} alt={`${agency.name} logo`} width={48} height={48} className="size-12 rounded object-contain" />
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-slate-600">Options prepared for you by</p>
        <p className="font-semibold text-slate-900" data-testid="agency-name">
          {agency.name}
        </p>
      </div>
      {agency.email || agency.phone ? (
        <ul className="ml-auto flex flex-col text-sm sm:items-end">
          {agency.email ? (
            <li>
              <a href={`mailto:${agency.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {agency.email}
              </a>
            </li>
          ) : null}
          {agency.phone ? (
            <li>
              <a href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {agency.phone}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
