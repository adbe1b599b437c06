import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";

// Someone asked for a new password for this address on the sign-in page.
export const resetPasswordMail: MailTemplate<"reset-password"> = {
  subject: () => "Reset your Staydesk password",
  Body: ({ data, context }) => (
    <MailLayout preview="Choose a new password for Staydesk" from={context.organizationName}>
      <Title>Choose a new password</Title>
      <Paragraph>{`Hello ${data.name}, someone (we hope you) asked to reset the password of your Staydesk account.`}</Paragraph>
      <Action href={data.link}>Choose a new password</Action>
      <Paragraph>
        {`The link works once, for ${data.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`}
      </Paragraph>
    </MailLayout>
  ),
};
