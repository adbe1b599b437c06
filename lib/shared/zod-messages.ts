import type { z } from "zod";
import { notAnEmailAddress } from "./email-address";

// Zod's own messages ("Too big: expected number to be <=1000") are written for
// developers. Every form of the portal and the back office parses with this map, so that
// a rule without a message of its own still reads as a sentence about the field it sits
// under. It is passed per parse, never set globally: the API's messages are part of its
// wire format and stay as they are.

type Issue = z.core.$ZodRawIssue;

const FORMATS: Record<string, string> = {
  url: "Enter a web address starting with https://.",
  date: "Enter a date.",
  datetime: "Enter a date and time.",
  time: "Enter a time.",
};

function count(n: number | bigint, one: string, many: string): string {
  return `${n} ${Number(n) === 1 ? one : many}`;
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case "string":
      return `Must be at most ${count(max, "character", "characters")}.`;
    case "array":
    case "set":
      return `Choose at most ${max}.`;
    case "date":
      return `Must be on or before ${new Date(Number(max)).toISOString().slice(0, 10)}.`;
    default:
      return issue.inclusive === false ? `Must be less than ${max}.` : `Must be at most ${max}.`;
  }
}

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case "string":
      return Number(min) <= 1 ? "Must not be empty." : `Must be at least ${count(min, "character", "characters")}.`;
    case "array":
    case "set":
      return Number(min) <= 1 ? "Choose at least one." : `Choose at least ${min}.`;
    case "date":
      return `Must be on or after ${new Date(Number(min)).toISOString().slice(0, 10)}.`;
    default:
      return issue.inclusive === false ? `Must be more than ${min}.` : `Must be at least ${min}.`;
  }
}

function invalidType(issue: Extract<Issue, { code: "invalid_type" }>): string {
  if (issue.input === undefined || issue.input === null || issue.input === "") return "This field is required.";
  if (issue.expected === "int") return "Must be a whole number.";
  if (issue.expected === "number" || issue.expected === "bigint") return "Enter a number.";
  if (issue.expected === "date") return "Enter a date.";
  return "This value is not valid here.";
}

/** The message of an issue, in words; per parse: `schema.safeParse(input, { error: inWords })`. */
export function inWords(issue: Issue): string {
  switch (issue.code) {
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_type":
      return invalidType(issue);
    case "invalid_format":
      if (issue.format === "email") return notAnEmailAddress(issue.input);
      return FORMATS[issue.format] ?? "This value is not in the expected form.";
    case "invalid_value":
      return issue.values.length === 1 ? "This value is not allowed here." : "Choose one of the options offered.";
    case "not_multiple_of":
      return `Must be a multiple of ${issue.divisor}.`;
    case "unrecognized_keys":
      return "The form sent fields it does not have; reload the page and try again.";
    default:
      return "This value is not valid here.";
  }
}
