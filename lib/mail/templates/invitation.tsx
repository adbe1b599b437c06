import { DEFAULT_TIME_ZONE, formatDate } from "@/lib/shared/format";
import { boundedName } from "@/lib/shared/plain-name";
import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";

// An admin invited someone to their organisation. Replies go to the admin. The names in
// it were chosen by whoever signed up, so they stay out of the subject (and the From, see
// attempt-mail.ts) and appear in the body only, as one bounded line each, beside the inviter's
// address: the reader sees who asked Staydesk to write to them.

export const INVITATION_SUBJECT = "You are invited to join an organisation on Staydesk";

// The longest names the portal lets people choose (organisations, persons).
const ORGANIZATION_NAME_MAX = 80;
const PERSON_NAME_MAX = 100;

export const invitationMail: MailTemplate<"invitation"> = {
  subject: () => INVITATION_SUBJECT,
  replyTo: (data) => data.inviterEmail,
  Body: ({ data }) => {
    const organization = boundedName(data.organizationName, ORGANIZATION_NAME_MAX);
    const inviter = `${boundedName(data.inviterName, PERSON_NAME_MAX)} (${data.inviterEmail})`;
    const invited = `${inviter} invited ${data.inviteeEmail ? `you (${data.inviteeEmail})` : "you"} to join ${organization} on Staydesk`;
    return (
      <MailLayout
        preview={invited}
        from={null}
        footer={`Staydesk sent this e-mail because ${inviter}, an admin of ${organization}, asked it to. Replies go to them.`}
      >
        <Title>{`Join ${organization}`}</Title>
        <Paragraph>
          {`${invited} as ${data.role === "admin" ? "an admin" : "an agent"}: enquiries for serviced apartments, and the quotes that come back.`}
        </Paragraph>
        <Action href={data.link}>Accept the invitation</Action>
        <Paragraph>
          {`The invitation is valid until ${formatDate(data.expiresAt, DEFAULT_TIME_ZONE, { long: true })}. If you did not expect it, you can ignore this e-mail: nothing happens unless you accept.`}
        </Paragraph>
      </MailLayout>
    );
  },
};
