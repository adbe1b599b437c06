import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { readSession } from "./read-session";

/** The signed-in user's session, or null; read once per request. */
export const getSession = cache(async () => {
  // Request headers first: they make the page dynamic before anything reads settings
  // that only exist at run time (STAYDESK_SECRET is not set during `next build`).
  const requestHeaders = await headers();
  return readSession(requestHeaders);
});
