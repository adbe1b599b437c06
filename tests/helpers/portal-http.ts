import { randomBytes } from "node:crypto";
import { createFrameParser, type StreamFrame } from "@/components/live/read-event-stream";

// The portal over real HTTP, as a browser and its EventSource use it: better-auth's own
// endpoints for accounts, organisations and members, and the live stream read frame by
// frame. For tests against a running server (the built one, or several instances).

export type Portal = {
  /** Where requests go (an instance, or a proxy in front of several). */
  base: string;
  /** The deployment's public origin (PORTAL_URL): better-auth checks Origin against it. */
  origin: string;
};

/** A client address of its own for each call, through TRUSTED_PROXIES, so that better-auth's per-address limits never get in the way. */
function anotherAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export async function authPost<T = unknown>(portal: Portal, path: string, body: unknown, cookie?: string): Promise<{ status: number; json: T; cookie: string | null }> {
  const res = await fetch(`${portal.base}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: portal.origin, "x-forwarded-for": anotherAddress(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const set = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { status: res.status, json: (await res.json().catch(() => null)) as T, cookie: set || null };
}

export type Person = { email: string; password: string; name: string; cookie: string; userId: string };

export async function signUp(portal: Portal, role = "person"): Promise<Person> {
  const id = randomBytes(4).toString("hex");
  const person = { email: `${role}-${id}@streams.test`, password: `pw-${randomBytes(8).toString("hex")}`, name: `${role} ${id}` };
  const res = await authPost<{ user: { id: string } }>(portal, "/sign-up/email", person);
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-up answered ${res.status}`);
  return { ...person, cookie: res.cookie, userId: res.json.user.id };
}

/** Another session of the same person (signing in again, as from a second browser). */
export async function signIn(portal: Portal, person: Pick<Person, "email" | "password">): Promise<string> {
  const res = await authPost(portal, "/sign-in/email", { email: person.email, password: person.password });
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in answered ${res.status}`);
  return res.cookie;
}

export type Organization = { id: string; admin: Person; agent: Person & { memberId: string } };

/** A new organisation (its creator is its admin) with one agent who accepted an invitation. */
export async function newOrganization(portal: Portal): Promise<Organization> {
  const admin = await signUp(portal, "admin");
  const slug = `org-${randomBytes(4).toString("hex")}`;
  const created = await authPost<{ id: string }>(portal, "/organization/create", { name: `Agency ${slug}`, slug }, admin.cookie);
  if (created.status !== 200) throw new Error(`creating the organisation answered ${created.status}`);
  const agent = await signUp(portal, "agent");
  const invitation = await authPost<{ id: string }>(portal, "/organization/invite-member", { email: agent.email, role: "agent", organizationId: created.json.id }, admin.cookie);
  if (invitation.status !== 200) throw new Error(`the invitation answered ${invitation.status}`);
  const accepted = await authPost<{ member: { id: string } }>(portal, "/organization/accept-invitation", { invitationId: invitation.json.id }, agent.cookie);
  if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}`);
  return { id: created.json.id, admin, agent: { ...agent, memberId: accepted.json.member.id } };
}

export type OpenStream = {
  status: number;
  /** The answer's body when the stream was refused (problem+json). */
  refusal: { contentType: string | null; retryAfter: string | null; body: { title?: string; detail?: string; status?: number } } | null;
  frames: StreamFrame[];
  /** Resolves when the server ends the stream, with the reason its `end` event gave (null: none). */
  ended: Promise<string | null>;
  isOpen: () => boolean;
  close: () => void;
};

/** Opens GET /api/events as the holder of `cookie` and reads it until the server ends it or `close()`. */
export async function openStream(portal: Portal, cookie: string, after?: number): Promise<OpenStream> {
  const aborter = new AbortController();
  const res = await fetch(`${portal.base}/api/events${after === undefined ? "" : `?after=${after}`}`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: aborter.signal,
  });
  const frames: StreamFrame[] = [];
  if (res.status !== 200 || !res.body) {
    const body = (await res.json().catch(() => ({}))) as NonNullable<OpenStream["refusal"]>["body"];
    return {
      status: res.status,
      refusal: { contentType: res.headers.get("content-type"), retryAfter: res.headers.get("retry-after"), body },
      frames,
      ended: Promise.resolve(null),
      isOpen: () => false,
      close: () => undefined,
    };
  }
  let open = true;
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  let endReason: string | null = null;
  const parse = createFrameParser((frame) => {
    frames.push(frame);
    if (frame.event === "end") endReason = (JSON.parse(frame.data) as { reason: string }).reason;
  });
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        if (text.includes(": connected")) connected();
        parse(text);
      }
    } catch {
      // closed by us
    }
    open = false;
    connected();
    return endReason;
  })();
  await ready;
  return { status: res.status, refusal: null, frames, ended, isOpen: () => open, close: () => aborter.abort() };
}

/** Resolves with the stream's end reason, or fails when it is still open after `ms`. */
export async function endsWithin(stream: OpenStream, ms: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms)));
  try {
    return await Promise.race([stream.ended, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
