import type { ReactNode } from "react";

/** A description list: label and value side by side, or each label above its value (`stacked`, for narrow columns). */
export function Details({ children, stacked = false }: { children: ReactNode; stacked?: boolean }) {
  return (
    <dl
      className={
        stacked
          ? "flex flex-col gap-1 text-sm [&>dd]:mb-2 [&>dd:last-child]:mb-0"
          : "grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2 text-sm"
      }
    >
      {children}
    </dl>
  );
}

export function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      {/* Wrapped anywhere: a value can be a single 255-character word. */}
      <dd className="min-w-0 text-slate-900 wrap-anywhere">{children}</dd>
    </>
  );
}

type Person = { givenName: string | null; familyName: string | null; email: string | null; contactNumber: string | null };

/** A lead guest or a booker: name, e-mail and phone, the last two as links. */
export function PersonDetails({ person, empty }: { person: Person; empty: string }) {
  const name = [person.givenName, person.familyName].filter(Boolean).join(" ");
  if (!name && !person.email && !person.contactNumber) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <Details stacked>
      <Item label="Name">{name || "—"}</Item>
      <Item label="E-mail">
        {person.email ? (
          <a href={`mailto:${person.email}`} className="break-all text-brand-700 hover:underline">
            {person.email}
          </a>
        ) : (
          "—"
        )}
      </Item>
      <Item label="Phone">
        {person.contactNumber ? (
          <a href={`tel:${person.contactNumber.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
            {person.contactNumber}
          </a>
        ) : (
          "—"
        )}
      </Item>
    </Details>
  );
}
