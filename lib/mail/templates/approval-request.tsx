import { DEFAULT_TIME_ZONE, formatDate } from "@/lib/shared/format";
import { boundedName } from "@/lib/shared/plain-name";
import { Action, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";

// To one approver of a client: a traveller's choice of a serviced apartment waits for their
// decision. The link is theirs alone, decides once, and needs no account. The reason is the
// client's own words, quoted as plain text.

const NAME_MAX = 120;

export const approvalRequestMail: MailTemplate<"approval-request"> = {
  subject: (data) => `Approval needed: a stay for ${boundedName(data.clientName, NAME_MAX)}`,
  Body: ({ data, context }) => {
    const client = boundedName(data.clientName, NAME_MAX);
    return (
      <MailLayout
        preview={`${data.option}: ${data.why}`}
        from={context.organizationName}
        footer={`You receive this e-mail as an approver of ${client}'s travel. The link decides once and expires on ${formatDate(data.expiresAt, DEFAULT_TIME_ZONE, { long: true })}.`}
      >
        <Title>{`A stay for ${client} needs your approval`}</Title>
        <Paragraph>{`${boundedName(data.approverName, NAME_MAX)}, a choice was made for this stay: ${data.stay}.`}</Paragraph>
        <Paragraph>{`Chosen: ${data.option}${data.price ? `, ${data.price}` : ""}.`}</Paragraph>
        <Paragraph>{`It needs approval because ${data.why}.`}</Paragraph>
        <Paragraph>{`The reason given: “${data.reason}”`}</Paragraph>
        <Action href={data.link}>Approve or decline</Action>
        <Paragraph>
          {`Nothing is booked until you approve. If you decline, the choice goes back with your comment so that another option can be chosen.`}
        </Paragraph>
      </MailLayout>
    );
  },
};
