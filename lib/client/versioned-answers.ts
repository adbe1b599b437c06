import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/** An answer as parsed, with the ETag the service gave it. */
export type VersionedAnswer = { etag: string; value: unknown; bytes: number };

/**
 * Answers the service versions (a page of quotes carries an ETag), kept parsed: the next
 * read of the same URL with the same key sends If-None-Match, and on 304 the parsed answer
 * is reused, so a page that has not changed is neither sent, read, nor checked against its
 * schema again. Shared by every client in the process; counted by the answer's bytes.
 * What is kept is frozen: callers share it and must not change it.
 */
export type VersionedAnswers = LRUCache<string, VersionedAnswer>;

export function createVersionedAnswers(maxBytes: number): VersionedAnswers {
  return new LRUCache<string, VersionedAnswer>({ maxSize: maxBytes, sizeCalculation: (answer) => Math.max(1, answer.bytes) });
}

/** The key of one URL as read with one API key; the key itself is only in a hash. */
export function versionedKey(headers: Record<string, string>, url: string): string {
  return createHash("sha256").update(headers["x-api-key"] ?? "").update("\n").update(url).digest("base64url");
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
