import { Link, Section, Text } from "@react-email/components";
import { colors, MailLayout, Paragraph, Title } from "./layout";
import type { MailTemplate } from "./template";
import { NotificationFooter, unsubscribeHeaders } from "./unsubscribe";

// A member's daily digest: what happened since the last one, each with its link.
export const digestMail: MailTemplate<"digest"> = {
  subject: (data) => data.subject,
  headers: unsubscribeHeaders,
  Body: ({ data, context }) => (
    <MailLayout
      preview={`${data.items.length} ${data.items.length === 1 ? "update" : "updates"} since your last digest`}
      from={context.organizationName}
      footer={<NotificationFooter data={data} organizationName={context.organizationName} />}
    >
      <Title>Your daily digest</Title>
      <Paragraph>{`${data.items.length === 1 ? "One thing" : `${data.items.length} things`} happened since your last digest.`}</Paragraph>
      {data.items.map((item, i) => (
        <Section key={i} style={{ borderTop: `1px solid ${colors.line}`, padding: "12px 0" }}>
          <Text style={{ margin: "0 0 4px", fontSize: "15px", fontWeight: 600, color: colors.text }}>
            <Link href={item.link} style={{ color: colors.brand }}>
              {item.heading}
            </Link>
          </Text>
          <Text style={{ margin: 0, fontSize: "14px", lineHeight: "22px", color: colors.muted }}>{`${item.text} (${item.at})`}</Text>
        </Section>
      ))}
    </MailLayout>
  ),
};
