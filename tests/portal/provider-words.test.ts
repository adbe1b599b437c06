import { describe, expect, it } from "vitest";
import { amendmentAnswersInWords, sendAgainInWords, withdrawalsInWords } from "@/app/(portal)/enquiries/[reference]/provider-words";
import { openWithdrawalInWords, openWithdrawalsInWords } from "@/app/(portal)/settings/connections/withdrawal-words";

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

  it("says where a change of details was made, where it already was so, and where not", () => {
    const a = (providerName: string, status: "changed" | "unchanged" | "refused" | "no-extension" | "failed") => ({ providerName, status });
    expect(amendmentAnswersInWords([a("Harbour", "changed"), a("Citadel", "changed")])).toBe("Details changed at Harbour and Citadel.");
    expect(amendmentAnswersInWords([a("Harbour", "changed"), a("Citadel", "unchanged")])).toBe("Details changed at Harbour. Citadel already had them.");
    expect(amendmentAnswersInWords([a("Harbour", "unchanged")])).toBe("Every provider already has these details: nothing was changed.");
    expect(amendmentAnswersInWords([a("Harbour", "changed"), a("Citadel", "no-extension"), a("Meridian", "refused")])).toBe(
      "Details changed at Harbour. Not changed at Citadel and Meridian: each answer is below, and what you typed is kept.",
    );
    expect(amendmentAnswersInWords([a("Meridian", "failed")])).toBe("The details were not changed at Meridian: each answer is below, and what you typed is kept.");
  });

  it("names the providers that still refuse", () => {
    expect(sendAgainInWords([])).toBe("Sent again: every provider has taken the enquiry.");
    expect(sendAgainInWords(["Citadel", "Meridian"])).toBe("Sent again. Citadel and Meridian still refused it; the reason is shown on the page.");
  });
});

describe("what the removal dialog says after withdrawing a provider's open enquiries", () => {
  const o = (closedAtProvider: boolean, note: string | null = closedAtProvider ? null : "The provider has no way to withdraw an enquiry through the API.") => ({ closedAtProvider, note });

  it("counts what the provider closed and what is withdrawn here only", () => {
    expect(openWithdrawalsInWords("Citadel", [])).toBe("No enquiry is open at Citadel: nothing to withdraw.");
    expect(openWithdrawalsInWords("Citadel", [o(true)])).toBe("Withdrawn: Citadel closed the open enquiry.");
    expect(openWithdrawalsInWords("Citadel", [o(true), o(true)])).toBe("Withdrawn: Citadel closed all 2 open enquiries.");
    expect(openWithdrawalsInWords("Citadel", [o(false)])).toBe("Withdrawn, but the open enquiry is marked withdrawn here only: tell Citadel yourself.");
    expect(openWithdrawalsInWords("Citadel", [o(false), o(false)])).toBe("Withdrawn, but all 2 open enquiries are marked withdrawn here only: tell Citadel yourself.");
    expect(openWithdrawalsInWords("Citadel", [o(true), o(true), o(false)])).toBe("Withdrawn: Citadel closed 2 enquiries, and 1 enquiry is marked withdrawn here only: tell Citadel yourself.");
  });

  it("says what became of each one, and why it is withdrawn here only", () => {
    expect(openWithdrawalInWords("Citadel", o(true))).toBe("Closed at Citadel.");
    expect(openWithdrawalInWords("Citadel", o(false))).toBe("Marked withdrawn here only. The provider has no way to withdraw an enquiry through the API. Tell Citadel yourself.");
    expect(openWithdrawalInWords("Citadel", o(false, "The provider could not be reached"))).toBe("Marked withdrawn here only. The provider could not be reached. Tell Citadel yourself.");
  });
});
