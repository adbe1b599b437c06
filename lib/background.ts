import { mailBackground } from "@/lib/mail/background";
import { portalBackground } from "@/lib/portal/background";
import type { BackgroundWork } from "@/lib/runtime/background";
import { serviceBackground } from "@/lib/service/background";

/**
 * All the background work of Staydesk, in the order it starts (what sends work before what
 * writes it; lib/runtime/background.ts stops them the other way round). server.ts and
 * scripts/worker.ts start this one list; each half names its own pieces, and this is the one
 * module besides those two entry points that reaches both halves.
 */
export const BACKGROUND_WORK: readonly BackgroundWork[] = [...serviceBackground, mailBackground, ...portalBackground];
