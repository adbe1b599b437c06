import { call, type serviceApp } from "./service";

// The calls of the amendments extension, as an API client makes them.

type App = Awaited<ReturnType<typeof serviceApp>>;
const V1 = "/external-api/v1";

export function amend(app: App, key: string, enquiry: string, body: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey };
  return call(app, "POST", `${V1}/enquiries/${encodeURIComponent(enquiry)}/amendments`, { key, body, headers });
}

export function listAmendments(app: App, key: string, enquiry: string, query = "") {
  return call(app, "GET", `${V1}/enquiries/${encodeURIComponent(enquiry)}/amendments${query}`, { key });
}
