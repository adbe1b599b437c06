"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { addApprover } from "@/lib/portal/clients/add-approver";
import { addCostCentre } from "@/lib/portal/clients/add-cost-centre";
import { addPolicyCap } from "@/lib/portal/clients/add-policy-cap";
import { addTraveller } from "@/lib/portal/clients/add-traveller";
import { archiveClient, restoreClient } from "@/lib/portal/clients/archive-client";
import { ApproverInput, ClientDetailsInput, CostCentreInput, PolicyCapInput, TravellerInput } from "@/lib/portal/clients/client-input";
import { removeApprover } from "@/lib/portal/clients/remove-approver";
import { removeCostCentre } from "@/lib/portal/clients/remove-cost-centre";
import { removePolicyCap } from "@/lib/portal/clients/remove-policy-cap";
import { removeTraveller } from "@/lib/portal/clients/remove-traveller";
import { updateClient } from "@/lib/portal/clients/update-client";
import { createFeed } from "@/lib/portal/feeds/create-feed";
import { FeedFormat } from "@/lib/portal/feeds/feed-formats";
import { revokeFeed } from "@/lib/portal/feeds/revoke-feed";
import { rotateFeed } from "@/lib/portal/feeds/rotate-feed";
import { ClientPricingFields } from "@/lib/portal/pricing/pricing-input";
import { saveClientPricing } from "@/lib/portal/pricing/save-client-pricing";

// Every action names its client in a hidden field; the domain scopes it to the member's
// organisation, so another organisation's id is "not found".

const ID = z.string().min(1).max(64);
const OfClient = z.object({ clientId: ID });
const RowOfClient = z.object({ clientId: ID, id: ID });

function changed(clientId: string) {
  revalidatePath("/settings/clients");
  revalidatePath(`/settings/clients/${encodeURIComponent(clientId)}`);
}

// POST (server action) – a client's name, PO rule and approval rule (admins)
export const updateClientAction = memberAction({ role: "admin", schema: OfClient.and(ClientDetailsInput) }, async ({ clientId, ...details }, context) => {
  await updateClient(context, clientId, details);
  changed(clientId);
  return success("Client saved.");
});

// POST (server action) – the client's markup and white label, or the agency's default for either (admins)
export const saveClientPricingAction = memberAction({ role: "admin", schema: OfClient.and(ClientPricingFields) }, async ({ clientId, ...pricing }, context) => {
  await saveClientPricing(context, clientId, pricing);
  changed(clientId);
  return success("Prices saved. Share links show the client's price from now on.");
});

// POST (server action) – archive a client: it leaves the list and cannot be changed (admins)
export const archiveClientAction = memberAction({ role: "admin", schema: OfClient }, async ({ clientId }, context) => {
  await archiveClient(context, clientId);
  changed(clientId);
  return success("Client archived.");
});

// POST (server action) – bring an archived client back (admins)
export const restoreClientAction = memberAction({ role: "admin", schema: OfClient }, async ({ clientId }, context) => {
  await restoreClient(context, clientId);
  changed(clientId);
  return success("Client restored.");
});

// POST (server action) – add a traveller (admins)
export const addTravellerAction = memberAction({ role: "admin", schema: OfClient.and(TravellerInput) }, async ({ clientId, ...traveller }, context) => {
  await addTraveller(context, clientId, traveller);
  changed(clientId);
  return success(`Traveller ${traveller.givenName} ${traveller.familyName} added.`);
});

// POST (server action) – add a cost centre (admins)
export const addCostCentreAction = memberAction({ role: "admin", schema: OfClient.and(CostCentreInput) }, async ({ clientId, ...centre }, context) => {
  await addCostCentre(context, clientId, centre);
  changed(clientId);
  return success(`Cost centre ${centre.code} added.`);
});

// POST (server action) – add an approver (admins)
export const addApproverAction = memberAction({ role: "admin", schema: OfClient.and(ApproverInput) }, async ({ clientId, ...approver }, context) => {
  await addApprover(context, clientId, approver);
  changed(clientId);
  return success(`Approver ${approver.name} added.`);
});

// POST (server action) – add a nightly cap for a city or a country (admins)
export const addPolicyCapAction = memberAction({ role: "admin", schema: OfClient.and(PolicyCapInput) }, async ({ clientId, ...cap }, context) => {
  await addPolicyCap(context, clientId, cap);
  changed(clientId);
  return success(`Cap of ${cap.nightlyCap} ${cap.currency} a night for ${cap.place} added.`);
});

// POST (server action) – remove a traveller (admins)
export const removeTravellerAction = memberAction({ role: "admin", schema: RowOfClient }, async ({ clientId, id }, context) => {
  await removeTraveller(context, clientId, id);
  changed(clientId);
  return success("Traveller removed.");
});

// POST (server action) – remove a cost centre (admins)
export const removeCostCentreAction = memberAction({ role: "admin", schema: RowOfClient }, async ({ clientId, id }, context) => {
  await removeCostCentre(context, clientId, id);
  changed(clientId);
  return success("Cost centre removed.");
});

// POST (server action) – remove an approver, unless the rule still needs them (admins)
export const removeApproverAction = memberAction({ role: "admin", schema: RowOfClient }, async ({ clientId, id }, context) => {
  await removeApprover(context, clientId, id);
  changed(clientId);
  return success("Approver removed.");
});

// POST (server action) – remove a policy cap (admins)
export const removePolicyCapAction = memberAction({ role: "admin", schema: RowOfClient }, async ({ clientId, id }, context) => {
  await removePolicyCap(context, clientId, id);
  changed(clientId);
  return success("Cap removed.");
});

// POST (server action) – a secret address where the client's stays are read in a format (admins)
export const createFeedAction = memberAction({ role: "admin", schema: OfClient.and(z.object({ format: FeedFormat })) }, async ({ clientId, format }, context) => {
  const feed = await createFeed(context, clientId, format);
  changed(clientId);
  return success("Feed created. Copy its address now: it is shown only once.", { url: feed.url });
});

// POST (server action) – a new address for a feed; the old one stops working (admins)
export const rotateFeedAction = memberAction({ role: "admin", schema: RowOfClient }, async ({ clientId, id }, context) => {
  const feed = await rotateFeed(context, clientId, id);
  changed(clientId);
  return success("The feed has a new address; the old one no longer works. Copy it now: it is shown only once.", { url: feed.url });
});

// POST (server action) – end a feed at once (admins)
export const revokeFeedAction = memberAction({ role: "admin", schema: RowOfClient }, async ({ clientId, id }, context) => {
  await revokeFeed(context, clientId, id);
  changed(clientId);
  return success("The feed was revoked; its address no longer works.");
});
