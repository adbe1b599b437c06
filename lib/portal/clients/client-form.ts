import { z } from "zod";
import { nestFormFields } from "@/lib/shared/forms";
import { ClientInput } from "./client-input";

// The "Add client" form posts a client's details and, when its approval rule asks for one,
// a first approver as "approvers.0.name" and "approvers.0.email". No server-only code: the
// form's page and its action both read it.

function withoutBlankRows(value: unknown): unknown {
  const nested = nestFormFields(value) as { approvers?: unknown };
  if (!Array.isArray(nested.approvers)) return nested;
  const approvers = nested.approvers.filter((row) => typeof row === "object" && row !== null && Object.values(row).some((v) => typeof v === "string" && v.trim() !== ""));
  return { ...nested, approvers };
}

/** A new client as the form posts it, checked with the one schema of a new client. */
export const NewClientForm = z.preprocess(withoutBlankRows, ClientInput);
