import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";

// A new account's address, confirmed before the account can sign in.
export const verifyEmailMail: MailTemplate<"verify-email"> = {
  subject: () => "Confirm your e-mail address for Staydesk",
  Body: ({ data, context }) => (
    <MailLayout preview="One step left: confirm your address" from={context.organizationName}>
      <Title>Confirm your e-mail address</Title>
      <Paragraph>{`Hello ${data.name}, one step is left to finish creating your Staydesk account: confirm that this address is yours.`}</Paragraph>
      <Action href={data.link}>Confirm my address</Action>
      <Paragraph>
        {`The link works for ${data.validHours} hours. If you did not sign up for Staydesk, ignore this e-mail: no account is opened without it.`}
      </Paragraph>
    </MailLayout>
  ),
};
