"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { clientAddressOf } from "@/lib/net/client-address";
import { publicAction, success } from "@/lib/portal/action";
import { ChoiceInput } from "@/lib/portal/choices/choice-input";
import { chooseOption } from "@/lib/portal/choices/choose-option";

// POST (server action) – the client's choice on a share link (no session: the token in the form is the key)
export const chooseLinkAction = publicAction(ChoiceInput, async (input) => {
  const { choice, followUp } = await chooseOption(input, { address: clientAddressOf(await headers()) });
  after(followUp);
  const label = `${choice.propertyName} · ${choice.unitName}`;
  if (choice.approval) {
    return success(`Thank you. Your choice of ${label} goes to your approver first, as ${choice.approval}. This page shows their decision; once approved, your agent has it.`, { label });
  }
  return success(`Thank you. Your agent now has your choice: ${label}. You can change it until they book it.`, { label });
});
