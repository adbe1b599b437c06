import { describe, expect, it } from "vitest";
import { deepCuts } from "@/app/(backoffice)/specialist/(desk)/enquiries/[reference]/_components/deep-cuts";
import type { InventoryHit } from "@/lib/service/backoffice/search-inventory";
import { ComposerForm, readComposerForm } from "@/lib/service/backoffice/web/composer-form";

// The composer's refusals name the control that is wrong, in words, never a path into
// the composition ("items.0.units.0.nightlyRate").

const form = (fields: Record<string, string | string[]>) => ComposerForm.parse({ description: "Flats near the venue", ...fields });

describe("the composer's form", () => {
  it("puts a bad nightly rate on that unit's rate field, in words", () => {
    for (const [typed, message] of [
      ["-5", "The nightly rate must be more than 0."],
      ["0", "The nightly rate must be more than 0."],
      ["abc", "Enter the nightly rate as a number, such as 120 or 99.50."],
      ["2000000", "The nightly rate can be at most 1,000,000."],
    ]) {
      const read = readComposerForm(form({ unit: ["p1:u1", "p1:u2"], "rate.u2": typed! }));
      expect(read).toEqual({ ok: false, fieldErrors: { "rate.u2": [message] } });
    }
  });

  it("puts 'no unit ticked' on the units, a missing description on the description", () => {
    expect(readComposerForm(form({}))).toEqual({ ok: false, fieldErrors: { unit: ["Tick at least one unit to quote."] } });
    expect(readComposerForm(form({ unit: "p1:u1", description: "  " }))).toEqual({ ok: false, fieldErrors: { description: ["Describe the quote for the client."] } });
    const six = ["p1:u", "p2:u", "p3:u", "p4:u", "p5:u", "p6:u"];
    expect(readComposerForm(form({ unit: six }))).toEqual({ ok: false, fieldErrors: { unit: ["A quote holds at most 5 properties: untick the units of the others."] } });
  });

  it("reads a good form into a composition, rates by unit", () => {
    const read = readComposerForm(form({ unit: ["p1:u1", "p2:u3"], "rate.u3": " 99.50 ", notes: "Late check-in." }));
    expect(read).toEqual({
      ok: true,
      composition: {
        description: "Flats near the venue",
        notes: "Late check-in.",
        items: [
          { propertyId: "p1", units: [{ unitId: "u1" }] },
          { propertyId: "p2", units: [{ unitId: "u3", nightlyRate: 99.5 }] },
        ],
      },
    });
  });
});

describe("a deep cut of the rate", () => {
  const unit = (id: string, nightlyRate: number) => ({ id, name: `Unit ${id}`, bedrooms: 1, maxOccupancy: 2, currency: "GBP", nightlyRate, wholeStayIncludingTax: nightlyRate * 7 });
  const hits: InventoryHit[] = [{ propertyId: "p1", name: "Baker House", townCity: "London", distanceKm: 1, units: [unit("u1", 200), unit("u2", 200)] }];
  const data = (fields: [string, string][]) => {
    const d = new FormData();
    for (const [k, v] of fields) d.append(k, v);
    return d;
  };

  it("is a ticked unit's override at half the inventory's rate or less", () => {
    expect(deepCuts(data([["unit", "p1:u1"], ["rate.u1", "24"]]), hits)).toEqual([
      { unitId: "u1", label: "Unit u1, Baker House", currency: "GBP", from: 200, to: 24, percent: 88 },
    ]);
    expect(deepCuts(data([["unit", "p1:u1"], ["rate.u1", "100"]]), hits)).toHaveLength(1);
  });

  it("is not a smaller cut, an unticked unit, or a rate the server refuses anyway", () => {
    expect(deepCuts(data([["unit", "p1:u1"], ["rate.u1", "101"]]), hits)).toEqual([]);
    expect(deepCuts(data([["rate.u1", "24"]]), hits)).toEqual([]);
    expect(deepCuts(data([["unit", "p1:u1"], ["rate.u1", "0"]]), hits)).toEqual([]);
    expect(deepCuts(data([["unit", "p1:u1"], ["rate.u1", "abc"]]), hits)).toEqual([]);
  });
});
