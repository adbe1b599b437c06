import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";

// Sent to the new address when a user changes theirs: the change happens only from here.
export const changeEmailMail: MailTemplate<"change-email"> = {
  subject: () => "Confirm your new e-mail address for Staydesk",
  Body: ({ data, context }) => (
    <MailLayout preview="Confirm the new address of your Staydesk account" from={context.organizationName}>
      <Title>Confirm your new address</Title>
      <Paragraph>
        {`Hello ${data.name}, you asked to sign in to Staydesk as ${data.newEmail} from now on. Confirm that this address is yours and the change is made.`}
      </Paragraph>
      <Action href={data.link}>Use this address</Action>
      <Paragraph>{`The link works for ${data.validHours} hours. If you did not ask for this, ignore this e-mail: your account keeps its address.`}</Paragraph>
    </MailLayout>
  ),
};
