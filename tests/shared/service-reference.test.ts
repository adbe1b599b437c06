import { describe, expect, it } from "vitest";
import { SERVICE_REFERENCE, ServiceReference } from "@/lib/contract/common";

// The service's reference of an enquiry (R and seven of A–Z, 0–9): the API tells a
// serviceReference from an externalId by it, and the back office's forms refuse anything else.

describe("an enquiry's service reference", () => {
  it("is R and seven capital letters or digits", () => {
    for (const reference of ["R4E2F3A4", "R0000000", "RZZZZZZZ"]) {
      expect(SERVICE_REFERENCE.test(reference)).toBe(true);
      expect(ServiceReference.parse(reference)).toBe(reference);
    }
  });

  it("refuses anything else, in words", () => {
    for (const reference of ["", "R4E2F3A", "R4E2F3A45", "r4e2f3a4", "Q4E2F3A4", " R4E2F3A4", "R4E2F3A4\n", "R4E2-3A4"]) {
      expect(SERVICE_REFERENCE.test(reference)).toBe(false);
      const parsed = ServiceReference.safeParse(reference);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["This is not an enquiry reference."]);
    }
  });
});
