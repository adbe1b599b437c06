import type { Metadata } from "next";
import { MailIcon, UsersIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ROLE_LABELS } from "@/lib/portal/membership/roles";
import { listPendingInvitations } from "@/lib/portal/invitations/list-invitations";
import { listMembers } from "@/lib/portal/members/list-members";
import { requireMember } from "@/lib/portal/session/require-member";
import { mailMode } from "@/lib/mail/mail-mode";
import { InvitationActions } from "./_components/invitation-actions";
import { InvitationMailNote } from "./_components/invitation-mail-note";
import { InviteForm } from "./_components/invite-form";
import { MemberActions } from "./_components/member-actions";
import { LocalTime } from "@/components/time/time-zone";

export const metadata: Metadata = { title: "Members" };


export default async function MembersPage() {
  const { organization, user } = await requireMember({ role: "admin" });
  const [members, invitations] = await Promise.all([listMembers(organization.id), listPendingInvitations(organization.id)]);
  const mail = mailMode() !== "off";

  return (
    <>
      <PageHeader title="Members" description={`Who works in ${organization.name}, and the invitations still waiting for an answer.`} />
      <div className="flex flex-col gap-6">
        <Card
          title="Invite someone"
          description={mail ? "We e-mail them a link to join. You can also copy the link and send it yourself." : "Create a link and send it to them yourself: this server sends no e-mail."}
        >
          <InviteForm mail={mail} />
        </Card>

        <Card title="Pending invitations">
          {invitations.length === 0 ? (
            <EmptyState icon={<MailIcon className="size-8" />} title="No pending invitations">
              Invitations you create appear here until they are accepted or revoked.
            </EmptyState>
          ) : (
            <ul className="-my-2 divide-y divide-slate-100" aria-label="Pending invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      <span className="break-all">{invitation.email}</span>
                      <Badge tone={invitation.role === "admin" ? "brand" : "neutral"}>{ROLE_LABELS[invitation.role]}</Badge>
                      {invitation.expired ? <Badge tone="warning">Expired</Badge> : null}
                      {invitation.mail?.status === "failed" ? <Badge tone="danger">E-mail failed</Badge> : null}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      Invited by {invitation.invitedBy} · {invitation.expired ? "expired" : "expires"} <LocalTime at={invitation.expiresAt} dateOnly />
                    </p>
                    {mail ? <InvitationMailNote mail={invitation.mail} /> : null}
                  </div>
                  <InvitationActions
                    invitationId={invitation.id}
                    email={invitation.email}
                    role={invitation.role}
                    link={invitation.link}
                    canResend={mail && !invitation.expired}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="Members" description={`${members.length} ${members.length === 1 ? "person" : "people"}`}>
          {members.length === 1 ? (
            <EmptyState icon={<UsersIcon className="size-8" />} title="It is just you so far" className="mb-4">
              Invite the agents who create enquiries, with the form above.
            </EmptyState>
          ) : null}
          <ul className="-my-2 divide-y divide-slate-100" aria-label="Members">
            {members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    {m.name}
                    <Badge tone={m.role === "admin" ? "brand" : "neutral"}>{ROLE_LABELS[m.role]}</Badge>
                    {m.userId === user.id ? <span className="text-xs font-normal text-slate-500">(you)</span> : null}
                  </p>
                  <p className="mt-0.5 text-xs break-all text-slate-500">
                    {m.email} · joined <LocalTime at={m.joinedAt} dateOnly />
                  </p>
                </div>
                {m.userId === user.id ? null : <MemberActions memberId={m.id} name={m.name} role={m.role} organizationName={organization.name} />}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
