import { NextResponse, type NextRequest } from "next/server";
import { withRequestedPath } from "@/lib/portal/navigation/requested-path";

// Runs before every page: passes the requested path on to the pages (see requested-path.ts).
export function proxy(request: NextRequest) {
  return NextResponse.next({ request: { headers: withRequestedPath(request) } });
}

export const config = {
  // Pages only: not the API, Next's assets or files from public/.
  matcher: ["/((?!external-api|api|_next/static|_next/image|favicon.ico|icon.svg|properties/).*)"],
};
