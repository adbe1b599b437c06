// What a member can be told by e-mail, and in which words the preferences page offers it.
// Pure: the settings page's client form reads it too.

export const NOTIFICATION_KINDS = ["quote", "message", "choice", "booking", "closed", "webhook-failing", "connection-key"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const CADENCES = ["immediate", "digest"] as const;
export type Cadence = (typeof CADENCES)[number];

export const KIND_INFO: Record<NotificationKind, { label: string; description: string; adminsOnly: boolean; what: string }> = {
  quote: { label: "Quotes", description: "A quote arrived for an enquiry you sent or follow.", adminsOnly: false, what: "quote notifications" },
  message: {
    label: "Messages",
    description: "A provider wrote about an enquiry you sent or follow.",
    adminsOnly: false,
    what: "message notifications",
  },
  choice: { label: "Client choices", description: "Your client chose an option on a share link.", adminsOnly: false, what: "client choice notifications" },
  booking: { label: "Bookings", description: "A booking of an enquiry you sent or follow changed state.", adminsOnly: false, what: "booking notifications" },
  closed: { label: "Closed enquiries", description: "An enquiry you sent or follow was closed, and why.", adminsOnly: false, what: "closed enquiry notifications" },
  "webhook-failing": {
    label: "Failing webhooks",
    description: "A webhook of the organisation keeps failing.",
    adminsOnly: true,
    what: "failing webhook notifications",
  },
  "connection-key": {
    label: "Connection key",
    description: "The service stopped accepting the organisation's API key.",
    adminsOnly: true,
    what: "connection key notifications",
  },
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The kinds a member of this role may receive. */
export function kindsFor(role: "admin" | "agent"): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => role === "admin" || !KIND_INFO[kind].adminsOnly);
}
