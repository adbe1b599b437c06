import { Link } from "@react-email/components";
import { Action, colors, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";

// Someone signed up with an address that already has an account. The sign-up page answers
// as it does for a new address, so only the owner of the address learns of it, here.
export const signUpExistingMail: MailTemplate<"sign-up-existing"> = {
  subject: () => "You already have a Staydesk account",
  Body: ({ data, context }) => (
    <MailLayout preview="Someone tried to create an account with this address" from={context.organizationName}>
      <Title>You already have an account</Title>
      <Paragraph>
        {`Hello ${data.name}, someone (perhaps you) tried to create a Staydesk account with this address. It already has one, so nothing was created and nothing changed.`}
      </Paragraph>
      <Action href={data.signInLink}>Sign in</Action>
      <Paragraph>
        Forgotten your password?{" "}
        <Link href={data.resetLink} style={{ color: colors.brand }}>
          Choose a new one
        </Link>
        . If it was not you, you can ignore this e-mail.
      </Paragraph>
    </MailLayout>
  ),
};
