import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";

// Sent to the old address once an account's address has changed: the change needed the
// password and the new mailbox, so if it was not the owner, their password is known too.
// The link puts the old address back, signs the account out everywhere and leads to
// choosing a new password.
export const emailChangedMail: MailTemplate<"email-changed"> = {
  subject: () => "The e-mail address of your Staydesk account was changed",
  Body: ({ data, context }) => (
    <MailLayout preview={`Your Staydesk account now signs in as ${data.newEmail}`} from={context.organizationName}>
      <Title>Your sign-in address was changed</Title>
      <Paragraph>
        {`Hello ${data.name}, your Staydesk account signs in as ${data.newEmail} from now on, instead of ${data.oldEmail}. If you made this change, there is nothing to do.`}
      </Paragraph>
      <Paragraph>
        {`If you did not, undo it: the account goes back to ${data.oldEmail}, is signed out wherever it is signed in, and you choose a new password, since whoever made the change knew the current one.`}
      </Paragraph>
      <Action href={data.undoLink}>Undo the change</Action>
      <Paragraph>{`The link works once, for ${data.validDays} days.`}</Paragraph>
    </MailLayout>
  ),
};
