import type { BackgroundWork } from "@/lib/runtime/background";
import { startMailWorker } from "./mail-worker";

/** The mail worker, in every process on the database (idle without a mail server in production). */
export const mailBackground: BackgroundWork = { name: "mail", runsIn: "any", start: () => startMailWorker() };
