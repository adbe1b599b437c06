// The browser tests' mail server, started by playwright.config.ts beside the app: a real
// SMTP server (scripts/support/mail-sink.ts) that writes each message it accepts to
// E2E_MAIL_DIR as an .eml file, for the specs to read (e2e/support/mail.ts). It refuses
// recipients whose local part starts with E2E_REFUSED_PREFIX, as a server refuses an
// unknown mailbox.
import fs from "node:fs";
import path from "node:path";
import { startMailSink } from "../../scripts/support/mail-sink";
import { E2E_MAIL_DIR, E2E_REFUSED_PREFIX, E2E_SMTP_PORT } from "./env";

fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
let count = 0;
const sink = await startMailSink({
  port: E2E_SMTP_PORT,
  refuseWhen: (address) => address.startsWith(E2E_REFUSED_PREFIX),
  onMessage: (message) => {
    const name = `${String(message.at).padStart(15, "0")}-${String(++count).padStart(6, "0")}.eml`;
    // Written whole, then renamed: a reader never sees half a message.
    fs.writeFileSync(path.join(E2E_MAIL_DIR, `.${name}`), message.raw);
    fs.renameSync(path.join(E2E_MAIL_DIR, `.${name}`), path.join(E2E_MAIL_DIR, name));
  },
});
console.log(`[mail-sink] listening on ${sink.url}, writing to ${E2E_MAIL_DIR}`);
const stop = () => void sink.close().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
