import { describe, expect, it } from "vitest";
import { createServiceClient } from "@/lib/client/service-client";
import { BASE_URL_NOT_HTTP, BASE_URL_NOT_ONLY_ADDRESS, baseUrlProblem } from "@/lib/shared/base-url";

// Where a provider's service is: the connection form and the typed client hold the same
// rule, and say the same words.

describe("a service's base URL", () => {
  it("is an http(s) address, with or without a path prefix", () => {
    for (const url of ["https://sandbox.provider.example", "http://localhost:3000", "https://provider.example/api/", "https://[::1]:8443/v1"]) {
      expect(baseUrlProblem(url)).toBeNull();
    }
  });

  it("asks for the service's address when it is not http(s)", () => {
    for (const url of ["", "sandbox.provider.example", "ftp://provider.example/", "javascript:alert(1)", "file:///etc/passwd"]) {
      expect(baseUrlProblem(url)).toBe("Enter the service's address, e.g. https://sandbox.provider.example.");
    }
    expect(BASE_URL_NOT_HTTP).toBe("Enter the service's address, e.g. https://sandbox.provider.example.");
  });

  it("takes only the address: no credentials, query or fragment, not even an empty ? or #", () => {
    for (const url of [
      "https://user:pass@provider.example/",
      "https://user@provider.example/",
      "https://provider.example/api?x=1",
      "https://provider.example/#frag",
      "http://169.254.169.254/latest/meta-data/?",
      "http://169.254.169.254/latest/meta-data/#",
    ]) {
      expect(baseUrlProblem(url)).toBe("Only the address: no credentials, query or fragment.");
    }
    expect(BASE_URL_NOT_ONLY_ADDRESS).toBe("Only the address: no credentials, query or fragment.");
  });

  it("is the rule the typed client refuses a base URL by, in the same words", () => {
    expect(() => createServiceClient({ baseUrl: "https://provider.example/api?", apiKey: "k" })).toThrow(new TypeError(BASE_URL_NOT_ONLY_ADDRESS));
    expect(() => createServiceClient({ baseUrl: "ftp://provider.example/", apiKey: "k" })).toThrow(new TypeError(BASE_URL_NOT_HTTP));
    expect(() => createServiceClient({ baseUrl: "https://provider.example/api", apiKey: "k" })).not.toThrow();
  });
});
