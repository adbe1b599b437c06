import { Link } from "@react-email/components";
import { colors } from "./layout";

type Unsubscribable = { preferencesUrl: string; unsubscribeUrl: string };

/**
 * RFC 8058 one-click unsubscribe: mail clients show their own "Unsubscribe" and POST
 * `List-Unsubscribe=One-Click` to the https URL; the token in it names the member and
 * what to turn off, so no sign-in is needed.
 */
export function unsubscribeHeaders(data: Unsubscribable): Record<string, string> {
  return { "List-Unsubscribe": `<${data.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The footer of every notification: why it came, and where to change that. */
export function NotificationFooter({ data, organizationName }: { data: Unsubscribable & { unsubscribeWhat: string }; organizationName: string | null }) {
  return (
    <>
      {`${organizationName ?? "Staydesk"} sends you ${data.unsubscribeWhat} through Staydesk. `}
      <Link href={data.preferencesUrl} style={{ color: colors.brand }}>
        Choose which e-mails you get
      </Link>
      {" or "}
      <Link href={data.unsubscribeUrl} style={{ color: colors.brand }}>
        unsubscribe from these
      </Link>
      .
    </>
  );
}
