"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { addExchangeRate } from "@/lib/portal/exchange-rates/add-exchange-rate";
import { deleteExchangeRate } from "@/lib/portal/exchange-rates/delete-exchange-rate";
import { rateWords } from "@/lib/portal/exchange-rates/decimal-rate";
import { ExchangeRateInput } from "@/lib/portal/exchange-rates/rate-input";
import { formatDay } from "@/lib/shared/format";

// POST (server action) – a dated exchange rate the comparison converts totals with (admins)
export const addExchangeRateAction = memberAction({ role: "admin", schema: ExchangeRateInput }, async (input, context) => {
  await addExchangeRate(context, input);
  revalidatePath("/settings/exchange-rates");
  return success(`Rate added: 1 ${input.baseCurrency} = ${rateWords(input.rate)} ${input.currency} from ${formatDay(input.asOf)}.`);
});

// POST (server action) – delete an exchange rate (admins of its organisation)
export const deleteExchangeRateAction = memberAction({ role: "admin", schema: z.object({ id: z.string().min(1).max(64) }) }, async ({ id }, context) => {
  await deleteExchangeRate(context, id);
  revalidatePath("/settings/exchange-rates");
  return success("Rate deleted.");
});
