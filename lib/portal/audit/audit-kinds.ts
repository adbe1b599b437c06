// What the organisation's audit trail records, and how the page names each kind.

export const AUDIT_KINDS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "member-invited": "Member invited",
  "member-removed": "Member removed",
  "member-role-changed": "Role changed",
  "connection-added": "Provider added",
  "connection-saved": "Connection changed",
  "connection-renamed": "Provider renamed",
  "connection-removed": "Provider removed",
  "connection-tested": "Connection tested",
  "live-updates-on": "Live updates turned on",
  "live-updates-off": "Live updates turned off",
  "webhook-created": "Webhook created",
  "webhook-changed": "Webhook changed",
  "webhook-deleted": "Webhook deleted",
  "deliveries-resent": "Deliveries resent",
  "enquiry-sent-again": "Enquiry sent again",
  "enquiry-details-changed": "Enquiry details changed",
  "enquiry-withdrawn-from-others": "Withdrawn from the other providers",
  "enquiry-withdrawn-from-provider": "Withdrawn from a provider before its removal",
  "booking-change-requested": "Booking change asked for",
  "booking-change-withdrawn": "Booking change withdrawn",
  "booking-note-added": "Booking note added",
  "share-link-created": "Share link made",
  "share-link-revoked": "Share link revoked",
  "export-made": "Export made",
  "exchange-rate-added": "Exchange rate added",
  "exchange-rate-deleted": "Exchange rate deleted",
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_KEYS = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];
