import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";
import { NotificationFooter, unsubscribeHeaders } from "./unsubscribe";

// One event a member asked to hear of at once: a quote arrived, the client chose, a
// booking moved, an enquiry closed; for admins, a failing webhook or a refused key.
export const notificationMail: MailTemplate<"notification"> = {
  subject: (data) => data.subject,
  headers: unsubscribeHeaders,
  Body: ({ data, context }) => (
    <MailLayout preview={data.text} from={context.organizationName} footer={<NotificationFooter data={data} organizationName={context.organizationName} />}>
      <Title>{data.heading}</Title>
      <Paragraph>{data.text}</Paragraph>
      <Action href={data.link}>{data.linkLabel}</Action>
    </MailLayout>
  ),
};
