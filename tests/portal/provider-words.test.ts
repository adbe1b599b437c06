import { describe, expect, it } from "vitest";
import { sendAgainInWords, withdrawalsInWords } from "@/app/(portal)/enquiries/[reference]/provider-words";

const w = (name: string, closedAtProvider: boolean) => ({ connection: { name }, closedAtProvider });

describe("what the enquiry page says after withdrawing and sending again", () => {
  it("says which providers closed their enquiry and which are withdrawn here only", () => {
    expect(withdrawalsInWords([w("Citadel", true)])).toBe("Closed at Citadel.");
    expect(withdrawalsInWords([w("Citadel", false)])).toBe("Marked withdrawn here only for Citadel: tell them yourself.");
    expect(withdrawalsInWords([w("Citadel", true), w("Meridian", false), w("Harbour", false)])).toBe(
      "Closed at Citadel. Marked withdrawn here only for Meridian and Harbour: tell each of them yourself.",
    );
    expect(withdrawalsInWords([])).toBe("Already withdrawn from the other providers.");
  });

  it("names the providers that still refuse", () => {
    expect(sendAgainInWords([])).toBe("Sent again: every provider has taken the enquiry.");
    expect(sendAgainInWords(["Citadel", "Meridian"])).toBe("Sent again. Citadel and Meridian still refused it; the reason is shown on the page.");
  });
});
