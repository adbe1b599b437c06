import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AccountEmailField, EMAIL_REQUIRED, EmailField } from "@/lib/shared/email-address";
import { parseForm } from "@/lib/shared/forms";

// Every form that asks for an e-mail address reads it with one rule and refuses it with one
// wording, which names what was typed.

const form = z.object({ email: EmailField });
const account = z.object({ email: AccountEmailField });

function refusal(schema: z.ZodType, email: unknown): string[] | undefined {
  const parsed = parseForm(schema, { email });
  return parsed.success ? undefined : parsed.fieldErrors.email;
}

describe("an e-mail address typed into a form", () => {
  it("is trimmed; an account's is kept in lower case, any other as typed", () => {
    expect(form.parse({ email: "  Info@Agency.example " })).toEqual({ email: "Info@Agency.example" });
    expect(account.parse({ email: "  Sam@Provider.TEST " })).toEqual({ email: "sam@provider.test" });
  });

  it("asks for one when the field is empty, blank or missing", () => {
    for (const email of ["", "   ", undefined]) {
      expect(refusal(form, email)).toEqual([EMAIL_REQUIRED]);
      expect(refusal(account, email)).toEqual(["Enter an e-mail address."]);
    }
  });

  it("names what was typed when it is not an address", () => {
    expect(refusal(account, "not-an-email")).toEqual(["“not-an-email” is not an e-mail address."]);
    expect(refusal(form, " ada@ ")).toEqual(["“ada@” is not an e-mail address."]);
    expect(refusal(form, "ada@example")).toEqual(["“ada@example” is not an e-mail address."]);
    expect(refusal(form, "two@@example.com")).toEqual(["“two@@example.com” is not an e-mail address."]);
  });

  it("refuses an address longer than mail allows (254 characters)", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(form.parse({ email: longest }).email).toBe(longest);
    const tooLong = `x${longest}`;
    expect(refusal(form, tooLong)).toEqual([`“${tooLong}” is not an e-mail address.`]);
  });
});
