import "server-only";
import { giveBackAttempt, takeAttempt, type AttemptWindow } from "@/lib/db/attempt-counters";
import { emailKey } from "./email-key";
import { secondsUntil, waitInWords } from "./wait-in-words";

// Invitations e-mail addresses that whoever signs up chooses, from the deployment's own
// domain: every invitation sent, new or e-mailed again, is counted for the organisation,
// for the person who sends it (whatever their organisations, so that making more
// organisations buys no more mail) and for the address it goes to (from any organisation,
// so that nobody's mailbox can be filled with them). Each resend of one invitation is
// counted too. The numbers leave room for an agency inviting its whole team in a day.

const DAY = 24 * 60 * 60_000;

export const INVITATION_LIMITS = {
  /** Invitations sent by one organisation, new or e-mailed again. */
  organization: { max: 100, windowMs: DAY },
  /** Invitations sent by one person, whatever the organisation. */
  inviter: { max: 100, windowMs: DAY },
  /** Invitations sent to one e-mail address, from any organisation. */
  recipient: { max: 5, windowMs: DAY },
  /** Times one invitation is e-mailed again. */
  resend: { max: 3, windowMs: DAY },
} as const satisfies Record<string, AttemptWindow>;

export type InvitationLimit = keyof typeof INVITATION_LIMITS;

/** One invitation about to go out: `resendOf` is the invitation's id when it is e-mailed again. */
export type InvitationSend = { organizationId: string; inviterId: string; recipient: string; resendOf?: string };

export type InvitationVerdict =
  | { allowed: true; /** Takes the counts back: the invitation did not go out after all. */ giveBack: () => Promise<void> }
  | { allowed: false; limit: InvitationLimit; retryAfterSeconds: number; message: string };

export function invitationLimiter(limits: Record<InvitationLimit, AttemptWindow> = INVITATION_LIMITS) {
  return {
    /** Counts one invitation before it is created or e-mailed again; refused, nothing stays counted. */
    async take(send: InvitationSend, now = Date.now()): Promise<InvitationVerdict> {
      const recipient = emailKey(send.recipient);
      // The sender's own counts first: a flood uses up its own budget before anyone else's.
      const counts: [InvitationLimit, string][] = [
        ["inviter", `portal:invitation:inviter:${send.inviterId}`],
        ["organization", `portal:invitation:organization:${send.organizationId}`],
        ...(send.resendOf ? [["resend", `portal:invitation:resend:${send.resendOf}`] as [InvitationLimit, string]] : []),
        ["recipient", `portal:invitation:recipient:${recipient}`],
      ];
      const taken: [InvitationLimit, string][] = [];
      const giveBack = () => Promise.all(taken.map(([limit, key]) => giveBackAttempt(key, limits[limit]))).then(() => undefined);
      for (const [limit, key] of counts) {
        const take = await takeAttempt(key, limits[limit], now);
        if (!take.allowed) {
          await giveBack();
          const retryAfterSeconds = secondsUntil(take.resetAt, now);
          console.warn(`[invitations] ${JSON.stringify({ event: "invitation-refused", limit, organization: send.organizationId, inviter: send.inviterId, recipient, retryAfterSeconds })}`);
          return { allowed: false, limit, retryAfterSeconds, message: `${refusal(limit, limits[limit], recipient)} Try again in ${waitInWords(take.resetAt, now)}.` };
        }
        taken.push([limit, key]);
      }
      return { allowed: true, giveBack };
    },
  };
}

function refusal(limit: InvitationLimit, window: AttemptWindow, recipient: string): string {
  const period = `the last ${Math.round(window.windowMs / 3_600_000)} hours`;
  switch (limit) {
    case "inviter":
      return `You have sent ${window.max} invitations in ${period}, the most one person may send in that time.`;
    case "organization":
      return `This organisation has sent ${window.max} invitations in ${period}, the most one organisation may send in that time.`;
    case "resend":
      return `The invitation for ${recipient} was e-mailed again ${window.max} times in ${period}, the most one invitation may be: copy its link under Pending invitations and send it yourself.`;
    case "recipient":
      return `${recipient} was sent ${window.max} invitations in ${period}, the most one address may get in that time.`;
  }
}
