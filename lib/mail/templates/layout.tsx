import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { boundedName } from "@/lib/shared/plain-name";

// The frame every message shares. Inline styles only: mail clients drop <style> blocks
// and external sheets. Colours are the portal's (brand 600/700, slate).

export const colors = { brand: "#1f5fbf", text: "#0f172a", muted: "#475569", faint: "#64748b", line: "#e2e8f0", page: "#f1f5f9" };

const page = { backgroundColor: colors.page, fontFamily: "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" };
const card = { backgroundColor: "#ffffff", borderRadius: "12px", border: `1px solid ${colors.line}`, maxWidth: "560px", margin: "0 auto", padding: "32px" };

/** `from` is the organisation the message is sent for (one line, bounded), or Staydesk itself. */
export function MailLayout({ preview, from, children, footer }: { preview: string; from: string | null; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ margin: "0 0 24px", fontSize: "13px", fontWeight: 600, letterSpacing: "0.04em", color: colors.brand, textTransform: "uppercase" }}>
            {from ? `${boundedName(from, 80)} · Staydesk` : "Staydesk"}
          </Text>
          {children}
          <Hr style={{ borderColor: colors.line, margin: "32px 0 16px" }} />
          <Text style={{ margin: 0, fontSize: "12px", lineHeight: "18px", color: colors.faint }}>
            {footer ?? "Staydesk sends this e-mail about your account. It needs no answer."}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return <Heading style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "30px", fontWeight: 600, color: colors.text }}>{children}</Heading>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ margin: "0 0 16px", fontSize: "15px", lineHeight: "24px", color: colors.muted }}>{children}</Text>;
}

/**
 * The message's one action, and its link written out for clients that hide buttons (left
 * out of the plain-text part, which already gives the button's link).
 */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button href={href} style={{ backgroundColor: colors.brand, color: "#ffffff", borderRadius: "8px", padding: "12px 20px", fontSize: "15px", fontWeight: 600 }}>
        {children}
      </Button>
      <Text data-skip-in-text="true" style={{ margin: "16px 0 0", fontSize: "13px", lineHeight: "20px", color: colors.faint }}>
        Or open this link: <Link href={href} style={{ color: colors.brand, wordBreak: "break-all" }}>{href}</Link>
      </Text>
    </Section>
  );
}
