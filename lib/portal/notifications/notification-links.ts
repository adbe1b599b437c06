import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey } from "@/lib/secrets";
import { getPortalUrl } from "../portal-url";
import { isNotificationKind, type NotificationKind } from "./notification-kinds";

// The links every notification carries: the preferences page, and the one-click
// unsubscribe URL (RFC 8058) whose token names the member, the organisation and what to
// turn off, signed with a key derived from STAYDESK_SECRET, so it works without signing in
// and cannot be made for anyone else. "all" (the digest's) turns every kind off.

export type UnsubscribeTarget = { organizationId: string; userId: string; kind: NotificationKind | "all" };

function sign(payload: string): string {
  return createHmac("sha256", deriveKey("unsubscribe")).update(payload).digest("base64url");
}

export function unsubscribeToken(target: UnsubscribeTarget): string {
  const payload = Buffer.from(JSON.stringify([target.organizationId, target.userId, target.kind])).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The target of a token this server signed, or null for anything else. */
export function readUnsubscribeToken(token: string): UnsubscribeTarget | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [organizationId, userId, kind] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
    if (typeof organizationId !== "string" || typeof userId !== "string" || typeof kind !== "string") return null;
    if (kind !== "all" && !isNotificationKind(kind)) return null;
    return { organizationId, userId, kind };
  } catch {
    return null;
  }
}

export function unsubscribeUrl(target: UnsubscribeTarget): string {
  return `${getPortalUrl()}/api/notifications/unsubscribe?${new URLSearchParams({ token: unsubscribeToken(target) })}`;
}

export function preferencesUrl(): string {
  return `${getPortalUrl()}/settings/notifications`;
}

export function enquiryUrl(serviceReference: string): string {
  return `${getPortalUrl()}/enquiries/${encodeURIComponent(serviceReference)}`;
}
