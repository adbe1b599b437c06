import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";
import { DEFAULT_TIME_ZONE, formatDate } from "@/lib/shared/format";


// An admin invited someone to their organisation. Replies go to the admin.
export const invitationMail: MailTemplate<"invitation"> = {
  subject: (data) => `${data.inviterName} invited you to join ${data.organizationName} on Staydesk`,
  replyTo: (data) => data.inviterEmail,
  Body: ({ data }) => (
    <MailLayout
      preview={`Join ${data.organizationName} on Staydesk`}
      from={data.organizationName}
      footer={`${data.organizationName} sent this invitation through Staydesk. Replies go to ${data.inviterName}.`}
    >
      <Title>{`Join ${data.organizationName}`}</Title>
      <Paragraph>
        {`${data.inviterName} (${data.inviterEmail}) invited you to work in ${data.organizationName} on Staydesk as ${data.role === "admin" ? "an admin" : "an agent"}: enquiries for serviced apartments, and the quotes that come back.`}
      </Paragraph>
      <Action href={data.link}>Accept the invitation</Action>
      <Paragraph>
        {`The invitation is valid until ${formatDate(data.expiresAt, DEFAULT_TIME_ZONE, { long: true })}. If you did not expect it, you can ignore this e-mail: nothing happens unless you accept.`}
      </Paragraph>
    </MailLayout>
  ),
};
