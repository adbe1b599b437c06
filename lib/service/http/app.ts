import { bodyLimit } from "hono/body-limit";
import { getEnv } from "@/lib/env";
import { ServiceError } from "../errors";
import { V1 } from "./context";
import { methodNotAllowedMatcher } from "./method-not-allowed";
import { authenticate } from "./middleware/authenticate";
import { rateLimit } from "./middleware/rate-limit";
import { buildOpenApiDocument } from "./openapi";
import { problemResponse, toServiceError } from "./problem";
import { createRouter } from "./router";
import { accountProfileRoutes } from "./routes/account-profile";
import { amendmentRoutes } from "./routes/amendments";
import { attachmentRoutes } from "./routes/attachments";
import { bookingChangeRoutes } from "./routes/booking-changes";
import { clientPreferenceRoutes } from "./routes/client-preference";
import { deliveryRoutes } from "./routes/deliveries";
import { enquiryRoutes } from "./routes/enquiries";
import { enquiryWithdrawalRoutes } from "./routes/enquiry-withdrawal";
import { messageRoutes } from "./routes/messages";
import { provisioningRoutes } from "./routes/provisioning";
import { quoteRoutes } from "./routes/quotes";
import { sandboxRoutes } from "./routes/sandbox";
import { sandboxBookingRoutes } from "./routes/sandbox-bookings";
import { sandboxEventRoutes } from "./routes/sandbox-events";
import { verificationKeyRoutes } from "./routes/verification-key";
import { webhookRoutes } from "./routes/webhooks";

export const MAX_BODY_BYTES = 1024 * 1024;
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);
/** The one body that is not JSON: a message's file, read by its route up to its own limit (10 MB). */
const ATTACHMENT_UPLOAD = /^\/external-api\/v1\/enquiries\/[^/]+\/attachments\/?$/;

/** The service's HTTP surface: everything under /external-api. */
export function createServiceApp() {
  const env = getEnv();
  const sandbox = env.SERVICE_ENVIRONMENT === "sandbox";
  // Not strict: `/webhooks/` is `/webhooks`, as clients that join paths with a slash expect.
  const app = createRouter({ strict: false });

  // Every answer: no MIME sniffing. Answers that need a key: never stored by a browser or
  // a shared cache (they hold an account's data). Set after the handler, so that error
  // answers get them too.
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("x-content-type-options", "nosniff");
    // A file's download says so itself (private, no-store).
    if (c.req.path !== `${V1}/openapi.json` && !c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
  });

  // GET /external-api/v1/openapi.json – the OpenAPI 3.1 document (public, no key).
  // Registered before the key middleware: Hono runs handlers in registration order and
  // this one answers without calling next(). Readable from any origin, so that browser
  // tools (editors, mock servers, reference pages elsewhere) can load it; the API itself
  // sends no CORS headers (see the document's description).
  let document: unknown;
  app.get(`${V1}/openapi.json`, (c) => {
    c.header("access-control-allow-origin", "*");
    return c.json((document ??= buildOpenApiDocument(app, env.SERVICE_ENVIRONMENT)));
  });

  // Sandbox only, before the key middleware: it authorises with its own token.
  if (sandbox) app.route(V1, provisioningRoutes);

  app.use(`${V1}/*`, authenticate, rateLimit(env.RATE_LIMIT_PER_MINUTE));
  const tooLarge = () => {
    throw new ServiceError("PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  };
  const countBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // Only where a body is read, and from the headers when they declare its length: Hono's
  // bodyLimit looks at `c.req.raw.body`, which makes the Node adapter build a full WHATWG
  // Request (an AbortSignal, a web stream over the socket) and then read the body through
  // that stream, for every write. Node's parser never passes on more than a declared
  // Content-Length, so the header is enough; only a chunked body is counted as it comes.
  app.use(`${V1}/*`, (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || ATTACHMENT_UPLOAD.test(c.req.path)) return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return countBody(c, next);
    if (Number(length) > MAX_BODY_BYTES) tooLarge();
    return next();
  });

  app.route(V1, enquiryRoutes);
  app.route(V1, clientPreferenceRoutes);
  app.route(V1, enquiryWithdrawalRoutes);
  app.route(V1, amendmentRoutes);
  app.route(V1, messageRoutes);
  app.route(V1, attachmentRoutes);
  app.route(V1, quoteRoutes);
  app.route(V1, bookingChangeRoutes);
  app.route(V1, webhookRoutes);
  app.route(V1, deliveryRoutes);
  app.route(V1, verificationKeyRoutes);
  app.route(V1, accountProfileRoutes);
  // In production the sandbox paths do not exist: 404, exactly like an unknown path.
  if (sandbox) {
    app.route(V1, sandboxRoutes);
    app.route(V1, sandboxEventRoutes);
    app.route(V1, sandboxBookingRoutes);
  }

  const notAllowed = methodNotAllowedMatcher(app as never);
  app.notFound((c) => problemResponse(c, notAllowed(c.req.path) ?? new ServiceError("RESOURCE_NOT_FOUND", `No resource at ${c.req.path}.`)));
  app.onError((error, c) => {
    const problem = toServiceError(error);
    if (problem.code === "SERVICE_UNAVAILABLE") console.error(`[service] ${c.req.method} ${c.req.path}: the database is unavailable:`, error instanceof Error ? error.message : error);
    else if (problem.status >= 500) console.error(`[service] ${c.req.method} ${c.req.path}`, error);
    return problemResponse(c, problem);
  });
  return app;
}
