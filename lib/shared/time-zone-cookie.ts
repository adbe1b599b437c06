import "server-only";
import { cookies } from "next/headers";
import { isTimeZone } from "./format";

// Where no account holds a zone (the back office's staff), the browser's zone travels in
// a cookie that the page writes once it knows it.

const COOKIE = "tz";

export async function readTimeZoneCookie(): Promise<string | null> {
  const value = (await cookies()).get(COOKIE)?.value;
  return value && isTimeZone(value) ? value : null;
}

export async function writeTimeZoneCookie(zone: string, path: string): Promise<void> {
  if (!isTimeZone(zone)) return;
  (await cookies()).set(COOKIE, zone, { httpOnly: true, sameSite: "lax", path, maxAge: 400 * 86_400 });
}
