import { toNextJsHandler } from "better-auth/next-js";
import { getAuth } from "@/lib/portal/auth/auth";

// better-auth's own HTTP endpoints (/api/auth/*), for its client and for sign-out from
// other tabs. The portal's forms use server actions; these routes are subject to
// better-auth's origin check, rate limits and the same role checks.
const handler = (request: Request) => getAuth().handler(request);

export const { GET, POST, PATCH, PUT, DELETE } = toNextJsHandler(handler);
