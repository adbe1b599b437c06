import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server in the test's own process (the smtp-server package), reading what
// arrives with mailparser: the tests assert on the messages a mail client would get.
// It can refuse a recipient (550), hold a message without answering (a send that never
// ends), and go down and come back on the same port.

export type SinkMessage = {
  envelope: { from: string; to: string[] };
  /** The message as it arrived, headers and both parts. */
  raw: string;
  mail: ParsedMail;
  /** The connection was encrypted (smtps://, or STARTTLS). */
  secure: boolean;
  at: number;
};

export type MailSink = {
  port: number;
  /** smtp://127.0.0.1:PORT (or smtps://), for SMTP_URL. */
  url: string;
  messages: SinkMessage[];
  /** Messages taken while stalled, never answered. */
  held(): number;
  /** Refuses this address from now on (550 5.1.1), as a server does for an unknown mailbox. */
  refuse(address: string): void;
  /** While on, a message's data is taken and never answered. */
  stall(on: boolean): void;
  /** Down: the port refuses connections until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
  /** Resolves with the first message matching `check`, waiting for it to arrive. */
  waitFor(check: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
};

export type MailSinkOptions = {
  port?: number;
  /** TLS from the first byte (smtps://), with smtp-server's own self-signed certificate. */
  secure?: boolean;
  /** Offer STARTTLS on a plain connection (smtp-server's certificate). Off by default. */
  startTls?: boolean;
  onMessage?: (message: SinkMessage) => void;
  /** Refuses these recipients from the start (550), besides those of `refuse()`. */
  refuseWhen?: (address: string) => boolean;
};

export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const messages: SinkMessage[] = [];
  const refused = new Set<string>();
  const waiters = new Set<() => void>();
  let stalled = false;
  let held = 0;

  const create = () =>
    new SMTPServer({
      secure: options.secure ?? false,
      disabledCommands: options.startTls || options.secure ? [] : ["STARTTLS"],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        const recipient = address.address.toLowerCase();
        if (refused.has(recipient) || options.refuseWhen?.(recipient)) {
          callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          if (stalled) {
            held++; // never answered: the sender waits until it gives up or dies
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const message: SinkMessage = {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            },
            raw,
            mail: await simpleParser(raw),
            secure: session.secure,
            at: Date.now(),
          };
          messages.push(message);
          options.onMessage?.(message);
          for (const wake of waiters) wake();
          callback();
        });
      },
    });

  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
    });
  const port = await listen(options.port ?? 0);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port,
    url: `${options.secure ? "smtps" : "smtp"}://127.0.0.1:${port}`,
    messages,
    held: () => held,
    refuse: (address) => refused.add(address.toLowerCase()),
    stall: (on) => (stalled = on),
    down: close,
    async up() {
      server = create();
      await listen(port);
    },
    close,
    waitFor(check, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = messages.find(check);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching message arrived within ${timeoutMs} ms (${messages.length} arrived)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
  };
}
