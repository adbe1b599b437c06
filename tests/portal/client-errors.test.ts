import { describe, expect, it, vi } from "vitest";
import { ServiceNetworkError, ServiceProblemError, ServiceResponseError, ServiceTimeoutError } from "@/lib/client";

// One table from the typed client's errors to what a person reads: what did not happen,
// whether trying again helps, and never a status code or the service's own wording.
vi.mock("server-only", () => ({}));
const { clientErrorInWords, describeClientError, toPortalErrorFromClient } = await import("@/lib/portal/client-errors");

const problem = (status: number, type?: string, retryAfter?: number) => new ServiceProblemError({ status, type, retryAfter, detail: "internal words" });

describe("client errors in words", () => {
  it("says what did not happen and what to do, for every kind of failure", () => {
    const words = (error: Parameters<typeof clientErrorInWords>[0]) => clientErrorInWords(error, "the enquiry cannot be shown");
    expect(words(problem(401))).toBe("The provider refused this organisation's API key, so the enquiry cannot be shown. Ask an admin to check Settings → Connections.");
    expect(words(problem(403))).toContain("refused this organisation's API key");
    expect(words(problem(429, undefined, 30))).toBe("The service is busy, so the enquiry cannot be shown. Try again in 30 seconds.");
    expect(words(problem(503))).toBe("The service is busy, so the enquiry cannot be shown. Try again in a moment.");
    expect(words(problem(500, "INTERNAL_SERVER_ERROR"))).toBe("The service had a problem on its side, so the enquiry cannot be shown. Try again in a moment.");
    expect(words(problem(400, "VALIDATION_ERROR"))).toContain("did not accept the request");
    expect(words(new ServiceTimeoutError(10_000))).toBe("The service did not answer in time, so the enquiry cannot be shown. Try again in a moment.");
    expect(words(new ServiceNetworkError("connect ECONNREFUSED 127.0.0.1:1"))).toBe(
      "The service cannot be reached right now, so the enquiry cannot be shown. Try again in a moment.",
    );
    expect(words(new ServiceResponseError("not the documented shape", 200))).toContain("answered something unexpected");
  });

  it("never repeats a status code or the service's text to a member", () => {
    const errors = [problem(401), problem(404), problem(418), problem(500), new ServiceNetworkError("ECONNREFUSED"), new ServiceResponseError("odd", 302)];
    for (const error of errors) {
      const text = clientErrorInWords(error, "no link was made");
      expect(text).not.toMatch(/\b[1-5]\d\d\b|internal words|ECONNREFUSED|odd/);
      expect(text).toMatch(/^The (service|provider) .*\.$/);
    }
  });

  it("gives actions the error's code, and admins the status", () => {
    expect(toPortalErrorFromClient(problem(401), "x").code).toBe("NOT_CONNECTED");
    expect(toPortalErrorFromClient(new ServiceTimeoutError(1000), "x").code).toBe("SERVICE");
    expect(toPortalErrorFromClient(problem(404, "RESOURCE_NOT_FOUND"), "x").code).toBe("NOT_FOUND");
    expect(describeClientError(problem(401))).toBe("The service does not accept this API key (401 Unauthorized).");
  });
});
