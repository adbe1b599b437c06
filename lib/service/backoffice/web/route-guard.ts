import "server-only";
import type { NextRequest } from "next/server";
import type { FieldErrors } from "@/lib/contract/problem";
import { getSpecialistBySession, type SignedInSpecialist } from "../auth/get-specialist-by-session";
import { SPECIALIST_COOKIE } from "../auth/session-token";

// The back office's own route handlers (files, the version stream): the session read from
// the request's cookie, and refusals as problem+json in words.

/** The specialist whose session cookie the request carries, or null. */
export function signedInSpecialistOf(request: NextRequest): Promise<SignedInSpecialist | null> {
  return getSpecialistBySession(request.cookies.get(SPECIALIST_COOKIE)?.value);
}

const TITLES: Record<number, string> = { 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 409: "Conflict", 413: "Content Too Large", 415: "Unsupported Media Type", 429: "Too Many Requests" };

/** A refusal: its status, a sentence, and the fields' messages when there are any. */
export function deskProblem(status: number, detail: string, errors?: FieldErrors): Response {
  return Response.json(
    { type: "about:blank", title: TITLES[status] ?? "Error", status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { "cache-control": "no-store", "content-type": "application/problem+json" } },
  );
}
