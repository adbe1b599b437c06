import type { z } from "zod";
import { Problem } from "@/lib/contract/problem";
import { readLimitedBody } from "@/lib/net/read-limited-body";
import { baseUrlProblem } from "@/lib/shared/base-url";
import { ERROR_BODY_BYTES, RESOURCE_BYTES } from "./answer-limits";
import { deepFreeze, versionedKey, type VersionedAnswers } from "./versioned-answers";
import { ServiceAnswerTooLargeError, ServiceNetworkError, ServiceProblemError, ServiceResponseError, ServiceTimeoutError } from "./errors";

export type HttpConfig = {
  /** Origin (and optional path prefix) of the service, e.g. https://sandbox.example.com. */
  baseUrl: string;
  /** Per attempt. */
  timeoutMs: number;
  headers: Record<string, string>;
  fetch: typeof fetch;
};

export type HttpRequest = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Absolute path, e.g. /external-api/v1/enquiries. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A body that is not JSON (a file), sent as it is. */
  rawBody?: { bytes: Uint8Array; contentType: string };
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The largest answer read, in bytes after decompression (RESOURCE_BYTES when not given; see ./answer-limits). */
  maxBytes?: number;
  /** For a GET the service versions with an ETag: where its parsed answers are kept (see ./versioned-answers). */
  versioned?: VersionedAnswers;
};

const RETRY_DELAY_MS = 200;

/**
 * One call to the service: JSON in, zod-checked JSON out, problem+json thrown as
 * ServiceProblemError. A GET is retried once after a network failure (it is safe to
 * repeat); nothing else is retried, so a POST that may have reached the service is never
 * sent twice. Redirects are not followed: the API never sends one, and following it
 * would hand the X-Api-Key header to whatever host it names. Answers are read up to
 * `req.maxBytes` and error bodies up to ERROR_BODY_BYTES; beyond, the request is aborted.
 */
export async function send<S extends z.ZodType>(config: HttpConfig, req: HttpRequest, schema: S): Promise<z.infer<S>>;
export async function send(config: HttpConfig, req: HttpRequest, schema: null): Promise<void>;
export async function send(config: HttpConfig, req: HttpRequest, schema: z.ZodType | null): Promise<unknown> {
  const attempts = req.method === "GET" ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(config, req, schema);
    } catch (error) {
      if (!(error instanceof ServiceNetworkError) || attempt >= attempts || req.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

/** A file the service answered: its bytes, as read up to the request's limit, and the headers that describe it. */
export type FileAnswer = { bytes: Uint8Array; contentType: string | null; contentDisposition: string | null };

/**
 * One call whose answer is a file rather than JSON (an attachment's download): the same
 * rules as send() (a GET retried once after a network failure, no redirects, problem+json
 * thrown as ServiceProblemError), the bytes read up to `req.maxBytes`.
 */
export async function sendForFile(config: HttpConfig, req: HttpRequest): Promise<FileAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await sendOnce(config, req, "file")) as FileAnswer;
    } catch (error) {
      if (!(error instanceof ServiceNetworkError) || attempt >= 2 || req.method !== "GET" || req.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

async function sendOnce(config: HttpConfig, req: HttpRequest, schema: z.ZodType | null | "file"): Promise<unknown> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  // Aborted when an answer runs past its limit: the connection goes, with whatever the server still sends.
  const tooLarge = new AbortController();
  const signal = AbortSignal.any([timeout, tooLarge.signal, ...(req.signal ? [req.signal] : [])]);
  const headers: Record<string, string> = { accept: schema === "file" ? "*/*" : "application/json", ...config.headers, ...req.headers };
  if (req.body !== undefined) headers["content-type"] = "application/json";
  if (req.rawBody) headers["content-type"] = req.rawBody.contentType;

  const target = requestUrl(config.baseUrl, req).href;
  const key = req.versioned ? versionedKey(headers, target) : null;
  const known = key ? req.versioned!.get(key) : undefined;
  if (known) headers["if-none-match"] = known.etag;
  let res: Response;
  try {
    res = await config.fetch(target, {
      method: req.method,
      headers,
      body: req.rawBody ? new Uint8Array(req.rawBody.bytes) : req.body === undefined ? undefined : JSON.stringify(req.body),
      signal,
      redirect: "manual",
    });
  } catch (error) {
    // The caller's own abort is theirs to handle: pass it through untouched.
    if (req.signal?.aborted) throw error;
    if (timeout.aborted) throw new ServiceTimeoutError(config.timeoutMs, { cause: error });
    throw new ServiceNetworkError(`Could not reach the service at ${config.baseUrl}${describe(error)}`, { cause: error });
  }

  try {
    if (known && res.status === 304) return known.value;
    if (res.status >= 300 && res.status < 400) {
      throw new ServiceResponseError(`The service answered ${res.status} (a redirect), which this client does not follow.`, res.status);
    }
    if (!res.ok) throw await toProblemError(res, tooLarge);
    if (schema === null) return undefined;
    if (schema === "file") return await readFile(res, req, tooLarge);
    const { json: body, bytes } = await readJson(res, req, tooLarge);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first ? ` (${first.path.join(".") || "body"}: ${first.message})` : "";
      throw new ServiceResponseError(`The service's response to ${req.method} ${req.path} is not in the documented shape${where}.`, res.status, {
        cause: parsed.error,
      });
    }
    const etag = res.headers.get("etag");
    if (key && etag) req.versioned!.set(key, { etag, value: deepFreeze(parsed.data), bytes });
    return parsed.data;
  } catch (error) {
    if (timeout.aborted && !(error instanceof ServiceProblemError) && !(error instanceof ServiceResponseError)) {
      throw new ServiceTimeoutError(config.timeoutMs, { cause: error });
    }
    throw error;
  } finally {
    // An unread body keeps the connection busy.
    if (!res.bodyUsed) await res.body?.cancel().catch(() => undefined);
  }
}

async function toProblemError(res: Response, tooLarge: AbortController): Promise<ServiceProblemError> {
  const retryAfter = Number(res.headers.get("retry-after")) || undefined;
  const bytes = await readLimitedBody(res, ERROR_BODY_BYTES).catch(() => null);
  if (bytes === null) tooLarge.abort();
  let json: unknown;
  try {
    json = bytes === null ? undefined : JSON.parse(decoder.decode(bytes));
  } catch {
    json = undefined;
  }
  const problem = Problem.partial().safeParse(json);
  if (problem.success && (problem.data.type !== undefined || problem.data.title !== undefined)) {
    return new ServiceProblemError({ ...problem.data, status: res.status, retryAfter });
  }
  // Not a problem body (a proxy's HTML page, say): only the status. Whatever the body says
  // is not repeated: the base URL could name a server whose answers are not for the admin's eyes.
  return new ServiceProblemError({ status: res.status, retryAfter });
}

const decoder = new TextDecoder();

async function readJson(res: Response, req: HttpRequest, tooLarge: AbortController): Promise<{ json: unknown; bytes: number }> {
  const limit = req.maxBytes ?? RESOURCE_BYTES;
  const bytes = await readLimitedBody(res, limit);
  if (bytes === null) {
    tooLarge.abort();
    throw new ServiceAnswerTooLargeError(`The service's answer to ${req.method} ${req.path} is larger than ${limit} bytes; it was not read.`, res.status, limit);
  }
  try {
    return { json: JSON.parse(decoder.decode(bytes)), bytes: bytes.length };
  } catch (error) {
    throw new ServiceResponseError(`The service answered ${res.status} with a body that is not JSON.`, res.status, { cause: error });
  }
}

async function readFile(res: Response, req: HttpRequest, tooLarge: AbortController): Promise<FileAnswer> {
  const limit = req.maxBytes ?? RESOURCE_BYTES;
  const bytes = await readLimitedBody(res, limit);
  if (bytes === null) {
    tooLarge.abort();
    throw new ServiceAnswerTooLargeError(`The service's answer to ${req.method} ${req.path} is larger than ${limit} bytes; it was not read.`, res.status, limit);
  }
  const plain = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength); // not a Buffer: the same type in every runtime
  return { bytes: plain, contentType: res.headers.get("content-type"), contentDisposition: res.headers.get("content-disposition") };
}

/**
 * The request's URL, built by the URL parser rather than by joining strings: a base URL
 * ending in "#" or "?" would otherwise swallow the path, letting whoever chose the base URL
 * choose the whole request. The path stays under the base URL's own path prefix.
 */
export function requestUrl(baseUrl: string, req: Pick<HttpRequest, "path" | "query">): URL {
  const base = parseBaseUrl(baseUrl);
  const prefix = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
  const target = new URL(req.path.replace(/^\/+/, ""), new URL(prefix, base.origin));
  for (const [name, value] of Object.entries(req.query ?? {})) if (value !== undefined) target.searchParams.set(name, String(value));
  if (target.origin !== base.origin || !target.pathname.startsWith(prefix)) throw new TypeError(`Not a path of the service: ${req.path}`);
  return target;
}

/** A base URL the client accepts (lib/shared/base-url.ts): http(s), no credentials, query or fragment (not even an empty one). */
export function parseBaseUrl(baseUrl: string): URL {
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw new TypeError(problem);
  return new URL(baseUrl);
}

// A fixed sentence per kind of failure, never the underlying message (which can carry
// addresses and ports of the network behind the base URL). A refused target's message
// is one of those fixed sentences (lib/net/resolve-target.ts).
function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error && cause.name === "TargetRefusedError") return `. ${cause.message}`;
  const code = cause instanceof Error ? (cause as NodeJS.ErrnoException).code : undefined;
  return code && /^[A-Z_]+$/.test(code) ? ` (${code}).` : ".";
}
