import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/page-header";
import { BackLink } from "@/components/ui/back-link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Table, TableHeader } from "@/components/ui/table";
import { LocalTime } from "@/components/time/time-zone";
import { APPROVAL_RULE_LABELS, needsApprovers } from "@/lib/portal/clients/approval-rules";
import { getClientOrThrow, type ClientDetails } from "@/lib/portal/clients/get-client";
import { listFeeds, type FeedSummary } from "@/lib/portal/feeds/list-feeds";
import { PortalError } from "@/lib/portal/errors";
import { markupWords, toMarkup } from "@/lib/portal/pricing/markup";
import { getAgencyPricing } from "@/lib/portal/pricing/get-pricing";
import { toSavedPricing } from "@/lib/portal/pricing/pricing-input";
import { PricingForm } from "@/components/pricing/pricing-form";
import { requireMember } from "@/lib/portal/session/require-member";
import {
  addApproverAction,
  addCostCentreAction,
  addPolicyCapAction,
  addTravellerAction,
  removeApproverAction,
  removeCostCentreAction,
  removePolicyCapAction,
  removeTravellerAction,
  saveClientPricingAction,
} from "./actions";
import { ArchiveButton } from "./_components/archive-button";
import { ClientDetailsForm } from "./_components/client-details-form";
import { CreateFeed, FeedControls } from "./_components/client-feeds";
import { RemoveRowButton } from "./_components/remove-row-button";
import { RowForm } from "./_components/row-form";

export const metadata: Metadata = { title: "Client" };

type Props = { params: Promise<{ id: string }> };

export default async function ClientPage({ params }: Props) {
  const context = await requireMember();
  const { id } = await params;
  let client: ClientDetails;
  try {
    client = await getClientOrThrow(context, id);
  } catch (error) {
    if (error instanceof PortalError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  // Admins change a client in use; an archived one is read until it is restored.
  const edits = context.member.role === "admin" && !client.archivedAt;
  const feeds = context.member.role === "admin" ? await listFeeds(context.organization.id, client.id) : [];
  const agencyPricing = await getAgencyPricing(context.organization.id);
  const saved = toSavedPricing(client);
  const ownMarkup = saved.markupKind !== null;
  const markup = toMarkup(ownMarkup ? client : agencyPricing);
  const whiteLabel = client.whiteLabel ?? agencyPricing.whiteLabel === true;
  const place = (cap: ClientDetails["policyCaps"][number]) => (cap.placeKind === "city" ? cap.place : `${cap.place} (country)`);
  return (
    <>
      <BackLink href="/settings/clients">Clients</BackLink>
      <PageHeader
        title={client.name}
        description={[
          client.poNumberRequired ? "PO number required" : "No PO number required",
          `approval: ${APPROVAL_RULE_LABELS[client.approvalRule].toLowerCase()}`,
          client.archivedAt ? "archived" : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <div className="flex flex-col gap-6">
        {client.archivedAt ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Badge tone="warning">Archived</Badge> Not offered for new enquiries, and not changed until it is restored.
          </p>
        ) : null}
        {edits ? (
          <Card title="Settings">
            <ClientDetailsForm client={client} />
          </Card>
        ) : null}

        <Card title="Price and brand" description="What the client sees on share links and in approval e-mails: its price, never the provider's.">
          <p className="mb-3 text-sm text-slate-700" data-testid="client-pricing">
            {`Markup: ${markupWords(markup)}${ownMarkup ? "" : " (the agency's default)"} · White label: ${whiteLabel ? "on" : "off"}${client.whiteLabel === null ? " (the agency's default)" : ""}`}
          </p>
          {edits ? (
            <PricingForm
              action={saveClientPricingAction}
              saved={saved}
              client={{ id: client.id, defaultMarkup: markupWords(toMarkup(agencyPricing)), defaultWhiteLabel: agencyPricing.whiteLabel === true }}
            />
          ) : null}
        </Card>

        <Section title="Travellers" empty="No travellers yet." count={client.travellers.length}>
          <Table caption="Travellers" hideCaption>
            <thead>
              <tr>
                <TableHeader scope="col">Name</TableHeader>
                <TableHeader scope="col" className="max-sm:hidden">
                  E-mail
                </TableHeader>
                <TableHeader scope="col" className="max-sm:hidden">
                  Phone
                </TableHeader>
                {edits ? <TableHeader scope="col"><span className="sr-only">Actions</span></TableHeader> : null}
              </tr>
            </thead>
            <tbody>
              {client.travellers.map((t) => (
                <tr key={t.id}>
                  <TableHeader scope="row" className="wrap-anywhere">
                    {`${t.givenName} ${t.familyName}`}
                    {/* On a phone, the contact details go under the name. */}
                    {t.email || t.phone ? <span className="block text-xs break-all text-slate-500 sm:hidden">{[t.email, t.phone].filter(Boolean).join(" · ")}</span> : null}
                  </TableHeader>
                  <td className="break-all max-sm:hidden">{t.email ?? "—"}</td>
                  <td className="whitespace-nowrap max-sm:hidden">{t.phone ?? "—"}</td>
                  {edits ? (
                    <td className="text-right">
                      <RemoveRowButton action={removeTravellerAction} clientId={client.id} id={t.id} what={`the traveller ${t.givenName} ${t.familyName}`} consequence={`${t.givenName} ${t.familyName} leaves ${client.name}'s travellers.`} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
          {edits ? (
            <AddForm title="Add a traveller">
              <RowForm
                action={addTravellerAction}
                clientId={client.id}
                submit="Add traveller"
                fields={[
                  { name: "givenName", label: "Given name", maxLength: 100 },
                  { name: "familyName", label: "Family name", maxLength: 100 },
                  { name: "email", label: "E-mail", type: "email", optional: true },
                  { name: "phone", label: "Phone", type: "tel", optional: true, maxLength: 40 },
                ]}
              />
            </AddForm>
          ) : null}
        </Section>

        <Section title="Cost centres" empty="No cost centres yet." count={client.costCentres.length}>
          <Table caption="Cost centres" hideCaption>
            <thead>
              <tr>
                <TableHeader scope="col">Code</TableHeader>
                <TableHeader scope="col">Label</TableHeader>
                {edits ? <TableHeader scope="col"><span className="sr-only">Actions</span></TableHeader> : null}
              </tr>
            </thead>
            <tbody>
              {client.costCentres.map((c) => (
                <tr key={c.id}>
                  <TableHeader scope="row" className="font-mono wrap-anywhere">{c.code}</TableHeader>
                  <td className="wrap-anywhere">{c.label}</td>
                  {edits ? (
                    <td className="text-right">
                      <RemoveRowButton action={removeCostCentreAction} clientId={client.id} id={c.id} what={`the cost centre ${c.code}`} consequence={`${c.code} (${c.label}) leaves ${client.name}'s cost centres.`} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
          {edits ? (
            <AddForm title="Add a cost centre">
              <RowForm
                action={addCostCentreAction}
                clientId={client.id}
                submit="Add cost centre"
                fields={[
                  { name: "code", label: "Code", maxLength: 40, hint: "Unique for this client, e.g. SALES-01." },
                  { name: "label", label: "Label", maxLength: 120, hint: "What it is, e.g. Sales." },
                ]}
              />
            </AddForm>
          ) : null}
        </Section>

        <Section
          title="Approvers"
          empty={needsApprovers(client.approvalRule) ? "No approvers yet." : "No approvers: the approval rule is None."}
          count={client.approvers.length}
          description={needsApprovers(client.approvalRule) ? `They approve ${client.approvalRule === "every" ? "every choice" : "choices over a policy cap"}; at least one is needed.` : undefined}
        >
          <Table caption="Approvers" hideCaption>
            <thead>
              <tr>
                <TableHeader scope="col">Name</TableHeader>
                <TableHeader scope="col" className="max-sm:hidden">
                  E-mail
                </TableHeader>
                {edits ? <TableHeader scope="col"><span className="sr-only">Actions</span></TableHeader> : null}
              </tr>
            </thead>
            <tbody>
              {client.approvers.map((a) => (
                <tr key={a.id}>
                  <TableHeader scope="row" className="wrap-anywhere">
                    {a.name}
                    <span className="block text-xs break-all text-slate-500 sm:hidden">{a.email}</span>
                  </TableHeader>
                  <td className="break-all max-sm:hidden">{a.email}</td>
                  {edits ? (
                    <td className="text-right">
                      <RemoveRowButton action={removeApproverAction} clientId={client.id} id={a.id} what={`the approver ${a.name}`} consequence={`${a.name} no longer approves ${client.name}'s choices.`} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
          {edits ? (
            <AddForm title="Add an approver">
              <RowForm
                action={addApproverAction}
                clientId={client.id}
                submit="Add approver"
                fields={[
                  { name: "name", label: "Name", maxLength: 120 },
                  { name: "email", label: "E-mail", type: "email" },
                ]}
              />
            </AddForm>
          ) : null}
        </Section>

        <Section title="Policy caps" empty="No caps: no stay is out of policy." count={client.policyCaps.length} description="The most a night may cost in a city or a country.">
          <Table caption="Policy caps" hideCaption>
            <thead>
              <tr>
                <TableHeader scope="col">Place</TableHeader>
                <TableHeader scope="col" numeric>
                  A night at most
                </TableHeader>
                {edits ? <TableHeader scope="col"><span className="sr-only">Actions</span></TableHeader> : null}
              </tr>
            </thead>
            <tbody>
              {client.policyCaps.map((cap) => (
                <tr key={cap.id}>
                  <TableHeader scope="row" className="wrap-anywhere">{place(cap)}</TableHeader>
                  <td className="text-right whitespace-nowrap tabular-nums">{`${cap.nightlyCap} ${cap.currency}`}</td>
                  {edits ? (
                    <td className="text-right">
                      <RemoveRowButton action={removePolicyCapAction} clientId={client.id} id={cap.id} what={`the cap for ${place(cap)}`} consequence={`Stays in ${place(cap)} are no longer capped for ${client.name}.`} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
          {edits ? (
            <AddForm title="Add a cap">
              <RowForm
                action={addPolicyCapAction}
                clientId={client.id}
                submit="Add cap"
                fields={[
                  { name: "placeKind", label: "For a", options: [["city", "City"], ["country", "Country"]] },
                  { name: "place", label: "City or country", maxLength: 100, hint: "A city's name, or a country's code such as GB." },
                  { name: "currency", label: "Currency", maxLength: 3, uppercase: true, hint: "A three-letter code, e.g. GBP." },
                  { name: "nightlyCap", label: "Nightly cap", inputMode: "decimal", maxLength: 20, hint: "E.g. 150 or 180.50." },
                ]}
              />
            </AddForm>
          ) : null}
        </Section>

        {context.member.role === "admin" ? <Feeds clientId={client.id} feeds={feeds} archived={Boolean(client.archivedAt)} /> : null}

        {context.member.role === "admin" ? (
          <Card title={client.archivedAt ? "Restore" : "Archive"} description={client.archivedAt ? "Back in the list, to be changed and chosen again." : "It leaves the list and is no longer offered; what names it keeps its name. It can be restored."}>
            <ArchiveButton clientId={client.id} archived={Boolean(client.archivedAt)} />
          </Card>
        ) : null}
      </div>
    </>
  );
}

/** The client's feeds of its stays (admins): make one, give one a new address, revoke one. */
function Feeds({ clientId, feeds, archived }: { clientId: string; feeds: FeedSummary[]; archived: boolean }) {
  return (
    <Card
      title="Feeds"
      description="The client's stays (booked, pending and cancelled; from 90 days back) at a secret address that works without signing in, for their duty-of-care or travel systems: a CSV download, a calendar to subscribe to, or JSON. Each read is written to the audit trail (once an hour per feed at most)."
    >
      {archived ? <p className="text-sm text-slate-600">Restore the client to make a feed.</p> : <CreateFeed clientId={clientId} />}
      {feeds.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Feeds">
          {feeds.map((feed) => (
            <li key={feed.id} className="flex flex-wrap items-start justify-between gap-2 py-2" data-testid="client-feed">
              <span className="min-w-0">
                <span className="font-semibold">{feed.label}</span> <span className="font-mono">…{feed.tokenHint}</span>
                <span className="block text-slate-600">
                  Made <LocalTime at={feed.createdAt} />
                  {feed.rotatedAt ? (
                    <>
                      {" "}
                      · new address <LocalTime at={feed.rotatedAt} />
                    </>
                  ) : null}
                  {" · "}
                  {feed.lastReadAt ? (
                    <>
                      last read <LocalTime at={feed.lastReadAt} />
                    </>
                  ) : (
                    "not read yet"
                  )}
                </span>
              </span>
              <FeedControls clientId={clientId} feedId={feed.id} hint={feed.tokenHint} />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** A part of the client: its table (or what its absence means), then, for admins, the form that adds to it. */
function Section({ title, description, empty, count, children }: { title: string; description?: string; empty: string; count: number; children: [ReactNode, ReactNode] }) {
  const [table, add] = children;
  return (
    <Card title={title} description={description}>
      {count === 0 ? <p className="text-sm text-slate-600">{empty}</p> : table}
      {add}
    </Card>
  );
}

function AddForm({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}
